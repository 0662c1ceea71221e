import { FIRST_ACCESSIBILITY_REVIEW, organisation, phoneDisplay } from './organisation.js';
import {
  withTranslations,
  type NewsStoryData,
  type SiteData,
  type SiteSettingsData,
  type StoreCategory,
  type StoreProductData,
  type TeamMemberData,
} from './site-content.js';

/**
 * DEMO CONTENT, written to the database on first start so a fresh install looks as the site
 * always has. Every person, photo, product, news story, social account and donation button id
 * here is made up (illustrations come from scripts/demo-media/). Staff replace them in the
 * console at /admin-access-content. Each text the Spanish pages show has its Spanish version
 * beside it (roleEs, titleEs…), so /es shows no English content on a fresh install (issue 41);
 * migration 1160 gives the same Spanish to a database seeded before, where staff left it.
 */
export const demoSettings: SiteSettingsData = {
  phone: phoneDisplay(organisation.phone),
  email: organisation.email,
  address: organisation.mailingAddress,
  ein: '',
  facebookUrl: 'https://www.facebook.com/opendiplomafund',
  instagramUrl: 'https://www.instagram.com/opendiplomafund',
  linkedinUrl: 'https://www.linkedin.com/company/opendiplomafund',
  xUrl: 'https://x.com/opendiplomafund',
  donateDollarButtonId: 'ODFDEMO1DOLLAR',
  donateOneTimeButtonId: 'ODFDEMOGENERAL',
  donateMonthlyButtonId: 'ODFDEMOGENERAL',
  accessibilityReviewedOn: FIRST_ACCESSIBILITY_REVIEW,
};

/** A seeded item as its row is stored: the English fields, and the Spanish of each translated one. */
type Seed<T, Translated extends string> = Omit<T, 'id' | 'position' | 'visible' | 'es'> & Record<`${Translated}Es`, string>;

export const demoTeam: Seed<TeamMemberData, 'role' | 'summary' | 'blurb'>[] = [
  {
    name: 'Maya Thompson',
    role: 'Founder & Executive Director',
    roleEs: 'Fundadora y directora ejecutiva',
    email: '',
    photo: '/media/team-0.svg',
    summary: 'A first-generation graduate who spent eleven years paying off her own loans.',
    summaryEs: 'La primera de su familia en graduarse de la universidad, pasó once años pagando sus propios préstamos.',
    blurb: [
      `Maya founded the ${organisation.name} in ${organisation.foundedYear}, the year she made the last payment on her own student loans. She had watched her mother co-sign a Parent PLUS loan and take a second job to keep up with it.`,
      'Before the Fund, Maya spent a decade as a financial aid counselor at a public university, where she met hundreds of families who had done everything right and still could not get ahead. She leads our strategy, our partnerships and every award committee.',
    ].join('\n\n'),
    blurbEs: [
      `Maya fundó ${organisation.name} en ${organisation.foundedYear}, el año en que hizo el último pago de sus propios préstamos estudiantiles. Había visto a su madre firmar un préstamo Parent PLUS y tomar un segundo empleo para poder pagarlo.`,
      'Antes del Fondo, Maya trabajó diez años como consejera de ayuda financiera en una universidad pública, donde conoció a cientos de familias que habían hecho todo bien y aun así no lograban salir adelante. Dirige nuestra estrategia, nuestras alianzas y cada comité que decide las ayudas.',
    ].join('\n\n'),
  },
  {
    name: 'Daniel Okafor',
    role: 'Director of Programs',
    roleEs: 'Director de programas',
    email: '',
    photo: '/media/team-1.svg',
    summary: 'Runs our repayment grants and the scholarship, from application to award.',
    summaryEs: 'Dirige nuestras ayudas para pagar préstamos y la beca, desde la solicitud hasta el pago.',
    blurb: [
      'Daniel makes sure every application gets a careful, respectful reading. He designed our review process so that families hear back quickly and understand why a decision was made.',
      'He previously worked in community banking and as a volunteer tax preparer, and he still answers a good share of our applicants’ questions himself.',
    ].join('\n\n'),
    blurbEs: [
      'Daniel se asegura de que cada solicitud se lea con cuidado y respeto. Diseñó nuestro proceso de revisión para que las familias reciban pronto una respuesta y entiendan por qué se tomó cada decisión.',
      'Antes trabajó en la banca comunitaria y como voluntario preparando declaraciones de impuestos, y todavía responde él mismo muchas de las preguntas de las personas que solicitan ayuda.',
    ].join('\n\n'),
  },
  {
    name: 'Rosa Delgado',
    role: 'Director of Development & Treasurer',
    roleEs: 'Directora de recaudación de fondos y tesorera',
    email: '',
    photo: '/media/team-2.svg',
    summary: 'Keeps our books open and our donors informed.',
    summaryEs: 'Mantiene nuestras cuentas a la vista y a nuestros donantes informados.',
    blurb: [
      'Rosa leads fundraising and keeps our finances transparent: she publishes where every dollar goes and makes sure gifts reach families, not overhead.',
      'A CPA and the daughter of two teachers, Rosa joined the Fund after helping her younger brother through his own repayment plan.',
    ].join('\n\n'),
    blurbEs: [
      'Rosa dirige la recaudación de fondos y mantiene la transparencia de nuestras finanzas: publica en qué se usa cada dólar y se asegura de que las donaciones lleguen a las familias y no se queden en gastos administrativos.',
      'Contadora pública certificada (CPA) e hija de dos maestros, Rosa se unió al Fondo después de ayudar a su hermano menor con su propio plan de pagos.',
    ].join('\n\n'),
  },
];

export const demoNews: Seed<NewsStoryData, 'title' | 'summary'>[] = [
  {
    title: 'Student debt passes $1.7 trillion: what it means for families',
    titleEs: 'La deuda estudiantil supera los 1.7 billones de dólares: qué significa para las familias',
    date: '2025-03-12',
    summary:
      'Americans now owe more on student loans than on car loans or credit cards. We looked at who carries that debt, and why parents are increasingly carrying it with their children.',
    summaryEs:
      'En EE. UU. ya se debe más en préstamos estudiantiles que en préstamos para autos o en tarjetas de crédito. Analizamos quién tiene esa deuda y por qué cada vez más padres la cargan junto con sus hijos.',
    image: '/media/news-report.svg',
    link: 'https://www.federalreserve.gov/consumerscommunities/shed.htm',
    source: 'Federal Reserve',
  },
  {
    title: 'Repayment options every graduate should know about',
    titleEs: 'Opciones de pago que todo graduado debe conocer',
    date: '2025-01-28',
    summary:
      'Income-driven plans, deferment, and forgiveness programs can lower a monthly payment before our grants step in. Here is the official guide we point every applicant to.',
    summaryEs:
      'Los planes de pago basados en los ingresos, el aplazamiento y los programas de condonación pueden bajar el pago mensual antes de que llegue nuestra ayuda. Esta es la guía oficial que recomendamos a cada persona que solicita.',
    image: '/media/news-scholars.svg',
    link: 'https://studentaid.gov/manage-loans/repayment',
    source: 'Federal Student Aid',
  },
];

const shopUrl = 'https://www.bonfire.com/store/open-diploma-fund/';
const product = (
  [title, titleEs]: [string, string],
  category: StoreCategory,
  file: string,
  price: string,
): Seed<StoreProductData, 'title'> => ({
  title,
  titleEs,
  category,
  image: `/media/product-${file}.svg`,
  price,
  link: `${shopUrl}?item=${file}`,
});

export const demoStoreProducts: Seed<StoreProductData, 'title'>[] = [
  product([`${organisation.abbr} Classic Mug`, `Taza clásica ${organisation.abbr}`], 'Mugs', 'mug-classic', '$16'),
  product(['Debt-Free Dreams Camp Mug', 'Taza esmaltada Sueños sin Deudas'], 'Mugs', 'mug-camp', '$18'),
  product(['Open Diploma Tee', 'Camiseta Open Diploma'], 'Clothing', 'tee', '$24'),
  product(['First-Gen Hoodie', 'Sudadera Primera Generación'], 'Clothing', 'hoodie', '$42'),
  product(['Class of Tomorrow Cap', 'Gorra Generación del Mañana'], 'Clothing', 'cap', '$22'),
  product(['Scholar Tote Bag', 'Bolsa de tela para estudiantes'], 'Bags', 'tote', '$20'),
  product(['Campus Backpack', 'Mochila Campus'], 'Bags', 'backpack', '$48'),
  product(['Sticker Pack', 'Paquete de calcomanías'], 'Miscellaneous', 'stickers', '$8'),
  product(['Study Notebook', 'Cuaderno de estudio'], 'Miscellaneous', 'notebook', '$12'),
];

/** Seeded rows as the pages get them: numbered, visible, their Spanish under `es` (as content.service does). */
const listed = <T>(items: object[], kind: 'team' | 'news' | 'store') =>
  items.map((item, i) => withTranslations({ ...item, id: i + 1, position: i, visible: true }, kind) as T);

/** The snapshot a fresh install renders (also the build-time fallback of scripts/prerender.mjs). */
export const demoSiteData: SiteData = {
  version: 0,
  settings: demoSettings,
  team: listed<TeamMemberData>(demoTeam, 'team'),
  news: listed<NewsStoryData>(demoNews, 'news'),
  storeProducts: listed<StoreProductData>(demoStoreProducts, 'store'),
  // The build cannot know the live cycles: its fallback pages name no deadline.
  cycles: [],
};
