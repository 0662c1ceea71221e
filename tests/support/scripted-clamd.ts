import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EICAR } from './clamd.js';

/** What the fake says about one file: a reply line, or null to stay silent (clamd too slow). */
export type FakeAnswer = (body: Buffer) => string | null;

/** clamd's usual answers: EICAR is FOUND, anything else OK. */
export const usualAnswer: FakeAnswer = (body) => (body.includes(EICAR) ? 'stream: ODF.Test.EICAR-Body FOUND' : 'stream: OK');

/**
 * A scripted clamd on a Unix socket (no ClamAV needed): answers zPING with PONG and zINSTREAM as
 * `answer` says, records every scanned file, and can be stopped and started (an outage).
 */
export function startScriptedClamd(answer: FakeAnswer = usualAnswer) {
  const dir = mkdtempSync(path.join(tmpdir(), 'odf-fake-clamd-'));
  const socketPath = path.join(dir, 'clamd.sock');
  const scanned: Buffer[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let buffer = Buffer.alloc(0);
    let command: string | undefined;
    const body: Buffer[] = [];
    socket.on('data', (data) => {
      buffer = Buffer.concat([buffer, data]);
      if (command === undefined) {
        const nul = buffer.indexOf(0);
        if (nul < 0) return;
        command = buffer.subarray(0, nul).toString();
        buffer = buffer.subarray(nul + 1);
        if (command === 'zPING') return void socket.end('PONG\0');
      }
      while (buffer.length >= 4) {
        const length = buffer.readUInt32BE(0);
        if (buffer.length < 4 + length) return;
        if (length === 0) {
          const whole = Buffer.concat(body);
          scanned.push(whole);
          const reply = answer(whole);
          if (reply !== null) socket.end(`${reply}\0`);
          return;
        }
        body.push(buffer.subarray(4, 4 + length));
        buffer = buffer.subarray(4 + length);
      }
    });
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });
  return {
    url: `unix:${socketPath}`,
    /** Every file scanned so far, in order. */
    scanned,
    start: () => new Promise<void>((resolve) => server.listen(socketPath, resolve)),
    stop,
    async dispose() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
