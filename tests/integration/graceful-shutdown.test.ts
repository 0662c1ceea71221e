import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { projectRoot } from '../../api/src/config/paths.js';
import { sampleFields } from '../support/fixtures/applicants.js';
import { documentsFor, multipartForm } from '../support/fixtures/application-requests.js';

const server = path.join(projectRoot, 'dist/api/src/server.js');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SIGTERM on the built server', () => {
  beforeAll(() => {
    if (!existsSync(server)) throw new Error('Run `npm run build` first: this test starts the built server.');
  });

  it('stops taking connections but lets an upload in flight finish and be stored, then exits 0', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'odf-sigterm-'));
    const child = spawn(process.execPath, [server], {
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_REQUESTS: 'off',
        SHUTDOWN_GRACE_S: '20',
        SESSION_SECRET: 's'.repeat(40),
        ENCRYPTION_KEY: 'ab'.repeat(32),
      },
      cwd: projectRoot,
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    let stdout = '';
    const url = await new Promise<string>((resolve) =>
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        const match = /running at (http:\/\/\S+?)\/? /.exec(stdout);
        if (match) resolve(match[1]!);
      }),
    );

    const fields = sampleFields['high-school']();
    const encoded = new Request(url, { method: 'POST', body: multipartForm(fields, await documentsFor('high-school')) });
    const body = Buffer.from(await encoded.arrayBuffer());
    const { port } = new URL(url);
    const upload = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/high-school/submit-new-application',
      headers: { 'content-type': encoded.headers.get('content-type')!, 'content-length': body.length },
    });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      upload.on('response', (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, text }));
      });
      upload.on('error', reject);
    });
    // Half the upload, slowly, then SIGTERM while it is in flight.
    const half = Math.floor(body.length / 2);
    upload.write(body.subarray(0, half));
    await sleep(500);
    child.kill('SIGTERM');
    await sleep(700);
    // New connections are refused from now on.
    await expect(fetch(url + '/api/health')).rejects.toThrow();
    upload.end(body.subarray(half));
    const result = await answered;
    expect(result.status).toBe(201);
    const { reference } = JSON.parse(result.text) as { reference: string };
    expect(await exited).toBe(0);

    const db = new Database(path.join(dataDir, 'app.sqlite'), { readonly: true });
    try {
      expect(db.prepare('SELECT reference FROM school_applicants').all()).toEqual([{ reference }]);
      expect((db.prepare('SELECT COUNT(*) AS n FROM application_documents').get() as { n: number }).n).toBeGreaterThan(0);
    } finally {
      db.close();
    }
  }, 60_000);
});
