/**
 * The MySQL backup format: gzip'd JSON lines. A header, then per table a line naming its
 * columns followed by one line per row, then an end line with the row counts. A file without
 * the end line was cut short and is never restored.
 *
 * Values keep their type across JSON: bytes as `{"$b64": …}`, dates as `{"$date": ISO}`.
 * SQLite backups are plain SQLite database files instead (see sqlite-backup.ts).
 */
export const BACKUP_FORMAT = 'odf-backup';

/** Refused restores and unusable backups: the message is for the operator, as is. */
export class BackupError extends Error {}
export const BACKUP_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  dialect: 'mysql';
  createdAt: string;
  /** The migrations applied to the database when it was backed up, oldest first. */
  migrations: string[];
}

export type BackupLine = { table: string; columns: string[] } | { row: unknown[] } | { end: { tables: Record<string, number> } };

type Encoded = { $b64: string } | { $date: string };

export function encodeValue(value: unknown): unknown {
  if (Buffer.isBuffer(value)) return { $b64: value.toString('base64') };
  if (value instanceof Date) return { $date: value.toISOString() };
  return value;
}

export function decodeValue(value: unknown): unknown {
  if (value && typeof value === 'object') {
    const v = value as Partial<Encoded & { $b64: string; $date: string }>;
    if (typeof v.$b64 === 'string') return Buffer.from(v.$b64, 'base64');
    if (typeof v.$date === 'string') return new Date(v.$date);
  }
  return value;
}

/** The first bytes say which kind of backup a file is. */
export function backupKind(firstBytes: Buffer): 'sqlite' | 'mysql' | 'unknown' {
  if (firstBytes.subarray(0, 16).toString('latin1') === 'SQLite format 3\0') return 'sqlite';
  if (firstBytes[0] === 0x1f && firstBytes[1] === 0x8b) return 'mysql';
  return 'unknown';
}

/** Parents before children, so rows can be inserted in file order. Unknown order stays stable. */
export function parentsFirst(tables: string[], references: { table: string; references: string }[]): string[] {
  const sorted: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (sorted.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const r of references)
      if (r.table === table && r.references !== table && tables.includes(r.references)) visit(r.references);
    sorted.push(table);
  };
  for (const table of tables) visit(table);
  return sorted;
}
