/**
 * Field formats of spec §5 (SSN, phone, money, dates) as small pure functions. The browser's
 * as-you-type formatters and the server's checks agree because both use these.
 */
import { MONEY_DECIMALS, MONEY_MAX_CENTS } from './constants.js';

/** Keeps the digits of a string: "(301) 555-0100" → "3015550100". */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

export const SSN_PATTERN = /^\d{3}-\d{2}-\d{4}$/;
export const PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;
/** Digits with optional thousands separators, then up to 2 decimals: 1,234.56 or 1234.5 or 12. */
export const MONEY_PATTERN = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?$/;
export const ZIP_PATTERN = /^\d{5}(?:-\d{4})?$/;
export const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * True for a number the Social Security Administration could have issued: the area is never
 * 000, 666 or 900–999, the group never 00 and the serial never 0000.
 */
export function isPlausibleSsn(formatted: string): boolean {
  if (!SSN_PATTERN.test(formatted)) return false;
  const [area, group, serial] = formatted.split('-') as [string, string, string];
  const a = Number(area);
  return a !== 0 && a !== 666 && a < 900 && group !== '00' && serial !== '0000';
}

/**
 * True for a number written like an SSN whose area starts with 9: an ITIN (or an adoption ATIN),
 * which the IRS issues to people who cannot get an SSN. Never an SSN, so the forms say why.
 */
export function startsLikeAnItin(formatted: string): boolean {
  return SSN_PATTERN.test(formatted) && formatted.startsWith('9');
}

/** The SSN's last four digits, the only part ever shown unasked. */
export function ssnLastFour(ssn: string): string {
  return digitsOnly(ssn).slice(-4);
}

/** "123-45-6789" → "***-**-6789". */
export function maskSsn(ssn: string): string {
  return `***-**-${ssnLastFour(ssn)}`;
}

/**
 * Money text → whole cents, or null when it is not valid money of spec §5. The one parser of money
 * for the forms, the server and the console; `dollarSign` admits a leading "$" as staff type it
 * in the console ("$2,500.50"); the forms' fields never carry one.
 */
export function moneyToCents(value: string, { dollarSign = false } = {}): number | null {
  const trimmed = value.trim();
  const text = dollarSign ? trimmed.replace(/^\$\s*/, '') : trimmed;
  if (!MONEY_PATTERN.test(text)) return null;
  const [whole, fraction = ''] = text.replace(/,/g, '').split('.') as [string, string?];
  const cents = Number(whole) * 100 + Number(fraction.padEnd(MONEY_DECIMALS, '0'));
  return Number.isSafeInteger(cents) && cents <= MONEY_MAX_CENTS ? cents : null;
}

/** Whole cents → "12,345.67", the way the forms show money. */
export function formatCents(cents: number): string {
  const whole = Math.floor(cents / 100).toLocaleString('en-US');
  return `${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** True for a real calendar date written YYYY-MM-DD (the value of an <input type="date">). */
export function isRealIsoDate(value: string): boolean {
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** "2004-07-09" → "07/09/2004" (spec §9: dates shown as MM/DD/YYYY). */
export function formatUsDate(isoDate: string): string {
  const match = ISO_DATE_PATTERN.exec(isoDate);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : isoDate;
}

/** A timestamp → MM/DD/YYYY in UTC, so server and browser print the same day. */
export function formatUsDateTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
}

/** Today as YYYY-MM-DD in UTC; dates of birth may not be after it. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
