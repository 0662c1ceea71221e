import { APPLICATION_FORMS, APPLICATION_KIND_LABELS, formatCents, isApplicationKind } from '../../domain/applications/index.js';

/** What a sentence is made from: the row as stored. */
export interface WordsRow {
  action: string;
  actorUserId: number | null;
  targetType: string | null;
  targetId: string | null;
  detail: string | null;
}

/** What the sentence needs besides the row, looked up once for a whole page of rows. */
export interface WordsContext {
  /** The application's reference: stored on the row, or found from its target when read. */
  reference: string | null;
  /** A staff member's name by id; null for an account deleted since. */
  nameOf: (userId: number) => string | null;
  /** The organisation's time zone (ORG_TIME_ZONE), for dates inside a row's detail. */
  timeZone: string;
}

export type Describer = (row: WordsRow, ctx: WordsContext) => string;

/** "$1,500.00": amounts are stored in cents; the audit log shows every cent. */
export function money(cents: number): string {
  return `$${formatCents(cents)}`;
}

/** A stored number, or null when the text is not one ("none", "no limit"). */
export function numberIn(text: string | undefined): number | null {
  return text !== undefined && /^-?\d+$/.test(text) ? Number(text) : null;
}

/** "a, b and c". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}`;
}

/** The application a row is about: its reference, or its kind and number once it is deleted. */
export function applicationOf(row: WordsRow, ctx: WordsContext): string {
  if (ctx.reference) return ctx.reference;
  if (isApplicationKind(row.targetType) && row.targetId)
    return `a deleted ${APPLICATION_KIND_LABELS[row.targetType].toLowerCase()} (#${row.targetId})`;
  return 'an application';
}

/** A staff member by id: their name, or what is left of a deleted account. */
export function personOf(id: number | string | null | undefined, ctx: WordsContext): string {
  const n = Number(id);
  if (id === null || id === undefined || !Number.isSafeInteger(n) || n <= 0) return 'an unknown account';
  return ctx.nameOf(n) ?? `a deleted account (#${n})`;
}

/** The person a row's target is (rows about a staff account). */
export const targetPerson = (row: WordsRow, ctx: WordsContext) => personOf(row.targetId, ctx);

/** A field or document as its form labels it ("loanAgreement" → "Loan agreement"). */
export function fieldLabel(kind: string | null, name: string): string {
  const forms = isApplicationKind(kind) ? [APPLICATION_FORMS[kind]] : Object.values(APPLICATION_FORMS);
  for (const form of forms) {
    const label = form.labels[name];
    if (label) return label;
  }
  return name;
}

/** A comma-separated list of field names as labels. */
export const fieldLabels = (kind: string | null, names: string | null) =>
  (names ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean)
    .map((n) => fieldLabel(kind, n));

/** "name: value; name: value" details (the virus scan's rows) as a map. */
export function partsOf(detail: string | null): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const part of (detail ?? '').split(';')) {
    const at = part.indexOf(':');
    if (at > 0) parts[part.slice(0, at).trim()] = part.slice(at + 1).trim();
  }
  return parts;
}
