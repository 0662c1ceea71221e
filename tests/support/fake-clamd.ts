import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EICAR } from './clamd.js';

/** What the fake says about one whole file: a reply line, or null to stay silent (clamd too slow). */
export type FakeAnswer = (body: Buffer) => string | null;

/** clamd's usual answers: EICAR is FOUND, anything else OK. */
export const usualAnswer: FakeAnswer = (body) => (body.includes(EICAR) ? 'stream: ODF.Test.EICAR-Body FOUND' : 'stream: OK');

export interface FakeClamdOptions {
  /** clamd's StreamMaxLength: a stream past it gets `INSTREAM size limit exceeded. ERROR`, the rest unread. */
  streamMaxLength?: number;
  /** What `zPING` gets back (PONG). */
  ping?: string;
  /** The answer to each file taken whole. */
  answer?: FakeAnswer;
}

export interface FakeClamd {
  /** CLAMD_URL for it (a Unix socket, so the address stays the same across a stop and a start). */
  url: string;
  /** The commands it was sent (`zPING`, `zINSTREAM`), in order. */
  commands: string[];
  /** The size of every file it took whole, in order. */
  scanned: number[];
  /** Every file it took whole, in order. */
  bodies: Buffer[];
  /** Listens again after `stop` (an outage that ends). */
  start(): Promise<void>;
  /** Stops listening and drops every connection (an outage). */
  stop(): Promise<void>;
  /** Stops for good and removes its socket's folder. */
  close(): Promise<void>;
}

/**
 * A stand-in for clamd when a real one is not needed (tests/support/clamd.ts starts a real one).
 * It reads `zINSTREAM` as clamd does, each chunk a 4-byte length and its bytes, and answers a
 * zero length with `answer`; it answers `zPING` with `ping`. It listens at once.
 */
export async function startFakeClamd(options: FakeClamdOptions = {}): Promise<FakeClamd> {
  const { streamMaxLength = 25 * 1024 * 1024, ping = 'PONG', answer = usualAnswer } = options;
  const dir = mkdtempSync(path.join(tmpdir(), 'odf-fake-clamd-'));
  const socketPath = path.join(dir, 'clamd.sock');
  const commands: string[] = [];
  const scanned: number[] = [];
  const bodies: Buffer[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    // Only a chunk's length is ever held back; its bytes go straight into the body.
    let pending: Buffer = Buffer.alloc(0);
    let command: string | undefined;
    let quota = streamMaxLength;
    let inChunk = 0;
    const body: Buffer[] = [];
    let answered = false;
    socket.on('data', (data: Buffer) => {
      if (answered) return;
      pending = pending.length ? Buffer.concat([pending, data]) : data;
      if (command === undefined) {
        const nul = pending.indexOf(0);
        if (nul < 0) return;
        command = pending.subarray(0, nul).toString('latin1');
        commands.push(command);
        pending = pending.subarray(nul + 1);
        if (command === 'zPING') return void socket.end(`${ping}\0`);
        if (command !== 'zINSTREAM') return void socket.end('UNKNOWN COMMAND\0');
      }
      for (;;) {
        if (inChunk > 0) {
          const taken = pending.subarray(0, inChunk);
          body.push(taken);
          inChunk -= taken.length;
          pending = pending.subarray(taken.length);
          if (inChunk > 0) return;
        }
        if (pending.length < 4) return;
        const length = pending.readUInt32BE(0);
        pending = pending.subarray(4);
        if (length === 0) {
          const whole = Buffer.concat(body);
          scanned.push(whole.length);
          bodies.push(whole);
          answered = true;
          const reply = answer(whole);
          if (reply !== null) socket.end(`${reply}\0`);
          return;
        }
        if (length > quota) {
          // clamd replies and closes its end with the rest of the file still unread.
          answered = true;
          socket.write('INSTREAM size limit exceeded. ERROR\0', () => socket.destroy());
          return;
        }
        quota -= length;
        inChunk = length;
      }
    });
  });
  const start = () => new Promise<void>((resolve) => (server.listening ? resolve() : server.listen(socketPath, () => resolve())));
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });
  await start();
  return {
    url: `unix:${socketPath}`,
    commands,
    scanned,
    bodies,
    start,
    stop,
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
