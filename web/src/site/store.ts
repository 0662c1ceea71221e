import { organisation } from '@domain/organisation';

/** The store (DEMO CONTENT: products, pictures and the shop address are made up). */
export const STORE_CATEGORIES = ['Mugs', 'Clothing', 'Bags', 'Miscellaneous'] as const;
export type StoreCategory = (typeof STORE_CATEGORIES)[number];

export interface StoreProduct {
  title: string;
  category: StoreCategory;
  image: string;
  price: string;
  href: string;
}

/** The print-on-demand shop that sells and ships our merchandise. */
export const shop = {
  name: 'Bonfire',
  url: 'https://www.bonfire.com/store/open-diploma-fund/',
} as const;

const item = (title: string, category: StoreCategory, file: string, price: string): StoreProduct => ({
  title,
  category,
  image: `/media/product-${file}.svg`,
  price,
  href: `${shop.url}?item=${file}`,
});

export const products: StoreProduct[] = [
  item(`${organisation.abbr} Classic Mug`, 'Mugs', 'mug-classic', '$16'),
  item('Debt-Free Dreams Camp Mug', 'Mugs', 'mug-camp', '$18'),
  item('Open Diploma Tee', 'Clothing', 'tee', '$24'),
  item('First-Gen Hoodie', 'Clothing', 'hoodie', '$42'),
  item('Class of Tomorrow Cap', 'Clothing', 'cap', '$22'),
  item('Scholar Tote Bag', 'Bags', 'tote', '$20'),
  item('Campus Backpack', 'Bags', 'backpack', '$48'),
  item('Sticker Pack', 'Miscellaneous', 'stickers', '$8'),
  item('Study Notebook', 'Miscellaneous', 'notebook', '$12'),
];
