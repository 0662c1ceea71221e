import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';

const MARIADBD = ['/usr/sbin/mariadbd', '/usr/sbin/mysqld'].find((p) => existsSync(p));
const INSTALL_DB = ['/usr/bin/mariadb-install-db', '/usr/bin/mysql_install_db'].find((p) => existsSync(p));

/** True where a MariaDB server binary is installed (CI installs one; MYSQL_URL says it is in use). */
export const mariadbAvailable = Boolean(MARIADBD && INSTALL_DB);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

/**
 * A MariaDB server of the test's own: its own data folder and port, so the test can stop and
 * restart it without touching the shared server that other suites use.
 */
export class PrivateMariaDb {
  private process: ChildProcess | undefined;

  private constructor(
    readonly dir: string,
    readonly port: number,
  ) {}

  get url(): string {
    return `mysql://root@127.0.0.1:${this.port}/odf`;
  }

  static async create(): Promise<PrivateMariaDb> {
    const dir = mkdtempSync(path.join(tmpdir(), 'odf-fault-mariadb-'));
    const asRoot = process.getuid?.() === 0 ? ['--user=root'] : [];
    execFileSync(
      INSTALL_DB!,
      ['--no-defaults', `--datadir=${dir}/data`, '--auth-root-authentication-method=normal', '--skip-test-db', ...asRoot],
      { stdio: 'ignore' },
    );
    const db = new PrivateMariaDb(dir, await freePort());
    await db.start();
    const conn = await db.connect();
    await conn.query('CREATE DATABASE odf CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
    await conn.end();
    return db;
  }

  private connect() {
    return mysql.createConnection({ host: '127.0.0.1', port: this.port, user: 'root', connectTimeout: 1000 });
  }

  /** Starts the server and resolves once it answers a query. */
  async start(): Promise<void> {
    const asRoot = process.getuid?.() === 0 ? ['--user=root'] : [];
    this.process = spawn(
      MARIADBD!,
      [
        '--no-defaults',
        `--datadir=${this.dir}/data`,
        `--port=${this.port}`,
        '--bind-address=127.0.0.1',
        `--socket=${this.dir}/mysqld.sock`,
        `--pid-file=${this.dir}/mysqld.pid`,
        `--log-error=${this.dir}/error.log`,
        '--innodb-buffer-pool-size=32M',
        '--skip-name-resolve',
        ...asRoot,
      ],
      { stdio: 'ignore' },
    );
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        const conn = await this.connect();
        await conn.query('SELECT 1');
        await conn.end();
        return;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  }

  /** SIGTERM: a clean shutdown, as `service mariadb stop` does; SIGKILL: a crash. Resolves once the process is gone. */
  async stop(signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await exited;
  }

  async restart(signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<number> {
    const started = Date.now();
    await this.stop(signal);
    await this.start();
    return Date.now() - started;
  }

  async destroy(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
