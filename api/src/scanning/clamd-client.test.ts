import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { clamdOrSkip, EICAR, startClamd, type TestClamd } from '../../../tests/support/clamd.js';
import { clamdScanner, parseClamdUrl, verdictOf } from './clamd-client.js';
import { offScanner, scanAll } from './scanner.js';

/** A fake clamd: records what INSTREAM sent (the chunks, decoded) and answers as told. */
function fakeClamd(answer: (body: Buffer) => string | null, options: { silent?: boolean } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'odf-fake-clamd-'));
  const socketPath = path.join(dir, 'fake.sock');
  const received: { command: string; chunks: number[]; body: Buffer }[] = [];
  const server = net.createServer((socket) => {
    let buffer = Buffer.alloc(0);
    let command: string | undefined;
    const chunks: number[] = [];
    const body: Buffer[] = [];
    socket.on('data', (data) => {
      buffer = Buffer.concat([buffer, data]);
      if (command === undefined) {
        const nul = buffer.indexOf(0);
        if (nul < 0) return;
        command = buffer.subarray(0, nul).toString();
        buffer = buffer.subarray(nul + 1);
      }
      while (buffer.length >= 4) {
        const length = buffer.readUInt32BE(0);
        if (buffer.length < 4 + length) return;
        if (length === 0) {
          const whole = Buffer.concat(body);
          received.push({ command, chunks, body: whole });
          if (options.silent) return;
          const reply = answer(whole);
          if (reply !== null) socket.end(`${reply}\0`);
          return;
        }
        chunks.push(length);
        body.push(buffer.subarray(4, 4 + length));
        buffer = buffer.subarray(4 + length);
      }
    });
    socket.on('error', () => {});
  });
  return {
    url: `unix:${socketPath}`,
    received,
    listen: () => new Promise<void>((r) => server.listen(socketPath, r)),
    close: () =>
      new Promise<void>((r) => {
        server.close(() => r());
        rmSync(dir, { recursive: true, force: true });
      }),
  };
}

async function* chunksOf(bytes: Buffer, size: number) {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

describe('CLAMD_URL', () => {
  it('reads tcp://host:port and unix:/path, and refuses anything else', () => {
    expect(parseClamdUrl('tcp://127.0.0.1:3310')).toEqual({ host: '127.0.0.1', port: 3310 });
    expect(parseClamdUrl('unix:/run/clamav/clamd.ctl')).toEqual({ path: '/run/clamav/clamd.ctl' });
    for (const bad of ['http://x:1', 'tcp://host', 'unix:relative', 'clamd', 'tcp://h:1/path']) {
      expect(() => parseClamdUrl(bad), bad).toThrow(/expected/);
    }
  });
});

describe("clamd's answers", () => {
  it('are OK, FOUND with the signature, or anything else: scanned again later', () => {
    expect(verdictOf('stream: OK\0')).toEqual({ status: 'CLEAN' });
    expect(verdictOf('stream: Eicar-Test FOUND\0')).toEqual({ status: 'INFECTED', signature: 'Eicar-Test' });
    expect(verdictOf('INSTREAM size limit exceeded. ERROR\0').status).toBe('PENDING');
  });
});

describe('the clamd driver against a fake clamd (INSTREAM framing)', () => {
  it('sends zINSTREAM, each chunk with its 4-byte length, then a zero length, and reads the verdict', async () => {
    const fake = fakeClamd((body) => (body.includes('BAD') ? 'stream: Fake.Sig FOUND' : 'stream: OK'));
    await fake.listen();
    try {
      const scanner = clamdScanner({ address: parseClamdUrl(fake.url), timeoutMs: 2000 });
      const clean = Buffer.from('a'.repeat(100_000));
      expect(await scanAll(scanner, chunksOf(clean, 30_000))).toEqual({ status: 'CLEAN' });
      expect(fake.received[0]!.command).toBe('zINSTREAM');
      expect(fake.received[0]!.chunks).toEqual([30_000, 30_000, 30_000, 10_000]);
      expect(fake.received[0]!.body.equals(clean)).toBe(true);
      expect(await scanAll(scanner, chunksOf(Buffer.from('xxBADxx'), 3))).toEqual({ status: 'INFECTED', signature: 'Fake.Sig' });
    } finally {
      await fake.close();
    }
  });

  it('is PENDING, never an error, when clamd is missing, answers an error, or is too slow', async () => {
    const gone = clamdScanner({ address: { path: '/nonexistent/clamd.sock' }, timeoutMs: 500 });
    expect((await scanAll(gone, chunksOf(Buffer.from('x'), 1))).status).toBe('PENDING');
    const refusing = fakeClamd(() => 'INSTREAM size limit exceeded. ERROR');
    const silent = fakeClamd(() => null, { silent: true });
    await refusing.listen();
    await silent.listen();
    try {
      const erroring = clamdScanner({ address: parseClamdUrl(refusing.url), timeoutMs: 1000 });
      expect((await scanAll(erroring, chunksOf(Buffer.from('x'), 1))).status).toBe('PENDING');
      const slow = clamdScanner({ address: parseClamdUrl(silent.url), timeoutMs: 300 });
      const started = Date.now();
      const verdict = await scanAll(slow, chunksOf(Buffer.from('x'), 1));
      expect(verdict).toEqual({ status: 'PENDING', reason: 'clamd was too slow to answer' });
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await refusing.close();
      await silent.close();
    }
  });

  it('is PENDING when clamd drops the connection in the middle of a file', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'odf-fake-clamd-'));
    const socketPath = path.join(dir, 'drop.sock');
    const server = net.createServer((socket) => {
      socket.once('data', () => setTimeout(() => socket.destroy(), 20));
      socket.on('error', () => {});
    });
    await new Promise<void>((r) => server.listen(socketPath, r));
    try {
      const scanner = clamdScanner({ address: { path: socketPath }, timeoutMs: 2000 });
      async function* slowly() {
        for (let i = 0; i < 20; i++) {
          await new Promise((r) => setTimeout(r, 10));
          yield Buffer.alloc(64 * 1024, 'c');
        }
      }
      expect((await scanAll(scanner, slowly())).status).toBe('PENDING');
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('off: every file UNSCANNED', async () => {
    expect(await scanAll(offScanner, chunksOf(Buffer.from(EICAR), 10))).toEqual({ status: 'UNSCANNED' });
  });
});

const haveClamd = clamdOrSkip('the clamd driver against a real clamd');

describe.skipIf(!haveClamd)('the clamd driver against a real clamd', () => {
  let clamd: TestClamd;
  beforeAll(async () => {
    clamd = await startClamd();
  });
  afterAll(() => clamd?.dispose());

  it('finds the EICAR string alone, inside a PDF and deep in a 10 MB file; passes a clean file', async () => {
    const scanner = clamdScanner({ address: parseClamdUrl(clamd.url), timeoutMs: 10_000 });
    const pdf = Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${EICAR}\n%%EOF\n`);
    const big = Buffer.alloc(10 * 1024 * 1024, 'a');
    big.write(EICAR, 9 * 1024 * 1024 + 17);
    expect(await scanAll(scanner, chunksOf(Buffer.from(EICAR), 7))).toEqual({
      status: 'INFECTED',
      signature: 'ODF.Test.EICAR-Body.UNOFFICIAL',
    });
    expect((await scanAll(scanner, chunksOf(pdf, 64 * 1024))).status).toBe('INFECTED');
    expect((await scanAll(scanner, chunksOf(big, 64 * 1024))).status).toBe('INFECTED');
    expect(await scanAll(scanner, chunksOf(Buffer.alloc(10 * 1024 * 1024, 'b'), 64 * 1024))).toEqual({ status: 'CLEAN' });
  });

  it('is PENDING while clamd is stopped and CLEAN again once it is back', async () => {
    const scanner = clamdScanner({ address: parseClamdUrl(clamd.url), timeoutMs: 2000 });
    await clamd.stop();
    expect((await scanAll(scanner, chunksOf(Buffer.from('hello'), 5))).status).toBe('PENDING');
    await clamd.start();
    expect(await scanAll(scanner, chunksOf(Buffer.from('hello'), 5))).toEqual({ status: 'CLEAN' });
  });
});
