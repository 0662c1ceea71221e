import type { DataSource, QueryRunner } from 'typeorm';

type WithOptions = Pick<DataSource, 'options'> | Pick<QueryRunner, 'connection'>;

export function isMysql(source: WithOptions): boolean {
  const options = 'options' in source ? source.options : source.connection.options;
  return options.type === 'mysql' || options.type === 'mariadb';
}

/** MariaDB's plain `blob` stops at 64 KiB; documents need `longblob` there. */
export function binaryColumnType(source: WithOptions): string {
  return isMysql(source) ? 'longblob' : 'blob';
}

/** Long text (JSON payloads, session data): `longtext` on MySQL, `text` on SQLite. */
export function longTextColumnType(source: WithOptions): string {
  return isMysql(source) ? 'longtext' : 'text';
}
