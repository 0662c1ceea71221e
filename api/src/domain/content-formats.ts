import { moneyToCents } from './applications/formats.js';
import { phoneDisplay } from './organisation.js';
import { formatCents } from './program-cycles.js';

/**
 * The one way the site writes a price, a phone number and the EIN, for what staff type in the console
 * (store prices, the organisation's phone). The server stores the normalised text, so every page
 * shows "$18" beside "$16" and "(202) 555-0147" in the footer and on the contact page alike; the
 * console previews the same result under the field as staff type.
 */

/** "18", "$18", "18.00" → "$18"; "1234.5" → "$1,234.50"; "" stays ""; null when it is not an amount. */
export function normalisePrice(typed: string): string | null {
  const text = typed.trim();
  if (text === '') return '';
  const cents = moneyToCents(text, { dollarSign: true });
  return cents === null ? null : formatCents(cents);
}

export const PRICE_MESSAGE = 'Please give the price in dollars, like 16 or $16.50.';

/**
 * "5551234567", "555.123.4567", "+1 555 123 4567" → "(555) 123-4567", the site's format (ten US
 * digits, an optional leading 1); "" stays ""; null for anything else (letters, too few digits).
 */
export function normalisePhone(typed: string): string | null {
  const text = typed.trim();
  if (text === '') return '';
  if (!/^[\d\s().+-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return ten.length === 10 ? phoneDisplay(ten) : null;
}

export const PHONE_MESSAGE = 'Please give a US phone number of ten digits, like (202) 555-0147.';

/** "123456789", "12 3456789", "12-3456789" → "12-3456789", the IRS's way; "" stays ""; null for anything else. */
export function normaliseEin(typed: string): string | null {
  const text = typed.trim();
  if (text === '') return '';
  if (!/^[\d\s-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  return digits.length === 9 ? `${digits.slice(0, 2)}-${digits.slice(2)}` : null;
}

export const EIN_MESSAGE = 'Please give the EIN as nine digits, like 12-3456789.';
