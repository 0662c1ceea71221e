import net from 'node:net';
import type { Scanner, ScanSession, ScanVerdict } from './scanner.js';

/** Where clamd listens: `tcp://host:port` or `unix:/path/to/clamd.ctl`. */
export type ClamdAddress = { port: number; host: string } | { path: string };

/** CLAMD_URL as a socket address, or an error message naming what is wrong. */
export function parseClamdUrl(value: string): ClamdAddress {
  if (value.startsWith('unix:')) {
    const path = value.slice('unix:'.length).replace(/^\/\/(?=\/)/, '');
    if (!path.startsWith('/')) throw new Error('expected unix:/absolute/path/to/clamd.ctl');
    return { path };
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('expected tcp://host:port or unix:/path/to/clamd.ctl');
  }
  if (url.protocol !== 'tcp:' || !url.hostname || !url.port || url.pathname.replace(/^\/$/, '') !== '') {
    throw new Error('expected tcp://host:port or unix:/path/to/clamd.ctl');
  }
  return { host: url.hostname.replace(/^\[|\]$/g, ''), port: Number(url.port) };
}

export interface ClamdOptions {
  address: ClamdAddress;
  /** How long a connection, a pause for clamd to catch up, or the final answer may take. */
  timeoutMs: number;
}

const TERMINATOR = Buffer.alloc(4);

/** clamd's answer to INSTREAM (`z` commands end it with a NUL) as a verdict. */
export function verdictOf(reply: string): ScanVerdict {
  const text = reply.replace(/\0+$/, '').trim();
  if (text === 'stream: OK') return { status: 'CLEAN' };
  const found = /^stream: (.+) FOUND$/.exec(text);
  if (found) return { status: 'INFECTED', signature: found[1]!.slice(0, 200) };
  return { status: 'PENDING', reason: `clamd answered "${text.slice(0, 120)}"` };
}

/**
 * One INSTREAM scan (clamd's documented protocol): `zINSTREAM\0`, then each chunk as a 4-byte
 * big-endian length and its bytes, then a zero length; clamd answers `stream: OK`,
 * `stream: <signature> FOUND` or an error, and closes. Any failure (refused, dropped, too slow,
 * an error answer) is a PENDING verdict: the applicant never pays for the scanner's bad day.
 */
class ClamdSession implements ScanSession {
  private readonly socket: net.Socket;
  private reply = '';
  private failure: string | undefined;
  private closed = false;
  private readonly waiting = new Set<() => void>();

  constructor(private readonly options: ClamdOptions) {
    this.socket = net.connect(options.address as net.NetConnectOpts);
    this.socket.setNoDelay(true);
    const connectTimer = setTimeout(() => this.fail('clamd did not accept the connection in time'), options.timeoutMs);
    this.socket.once('connect', () => clearTimeout(connectTimer));
    this.socket.on('data', (data: Buffer) => {
      this.reply += data.toString('utf8');
      if (this.reply.includes('\0')) this.wake();
    });
    this.socket.on('error', (error: NodeJS.ErrnoException) => this.fail(`clamd unreachable (${error.code ?? 'error'})`));
    this.socket.on('close', () => {
      clearTimeout(connectTimer);
      this.closed = true;
      this.wake();
    });
    this.socket.write('zINSTREAM\0');
  }

  private wake() {
    for (const resolve of this.waiting) resolve();
    this.waiting.clear();
  }

  private fail(reason: string) {
    this.failure ??= reason;
    this.socket.destroy();
    this.wake();
  }

  /** Until the socket drains, closes or the time-out passes (then the scan has failed). */
  private waitFor(event: 'drain' | 'close', reason: string): Promise<void> {
    if (this.closed || this.failure || this.reply.includes('\0')) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.socket.off(event, done);
        this.waiting.delete(done);
        resolve();
      };
      const timer = setTimeout(() => {
        this.fail(reason);
        done();
      }, this.options.timeoutMs);
      this.socket.once(event, done);
      this.waiting.add(done);
    });
  }

  write(chunk: Buffer): Promise<void> | void {
    // clamd may answer early (a size limit) and close: the rest is not sent.
    if (this.failure || this.closed || this.reply || chunk.length === 0) return;
    const length = Buffer.allocUnsafe(4);
    length.writeUInt32BE(chunk.length);
    this.socket.write(length);
    if (!this.socket.write(chunk)) return this.waitFor('drain', 'clamd was too slow to take the file');
  }

  async finish(): Promise<ScanVerdict> {
    if (!this.failure && !this.closed && !this.reply) this.socket.write(TERMINATOR);
    await this.waitFor('close', 'clamd was too slow to answer');
    this.socket.destroy();
    if (this.reply.includes('\0') || (this.closed && this.reply)) {
      const verdict = verdictOf(this.reply);
      // A full answer counts even if the socket failed after it.
      if (verdict.status !== 'PENDING' || !this.failure) return verdict;
    }
    return { status: 'PENDING', reason: this.failure ?? 'clamd closed the connection without an answer' };
  }

  abort(): void {
    this.failure ??= 'aborted';
    this.socket.destroy();
    this.wake();
  }
}

/** The clamd driver: a fresh connection per file, so one slow scan never holds up another. */
export function clamdScanner(options: ClamdOptions): Scanner {
  return {
    driver: 'clamd',
    start: () => new ClamdSession(options),
    reachable: () => pingClamd(options.address, options.timeoutMs),
  };
}

/**
 * One short command's answer (`zPING`, `zVERSION`), without its NUL; rejects when clamd cannot be
 * reached or says nothing within `timeoutMs`.
 */
export function askClamd(address: ClamdAddress, command: string, timeoutMs = 2000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(address as net.NetConnectOpts);
    let reply = '';
    const finish = (error?: Error) => {
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
      else resolve(reply.replace(/\0+$/, ''));
    };
    const timer = setTimeout(() => finish(new Error(`no answer within ${Math.round(timeoutMs / 1000)} s`)), timeoutMs);
    socket.on('connect', () => socket.write(`z${command}\0`));
    socket.on('data', (data: Buffer) => {
      reply += data.toString('utf8');
      if (reply.includes('\0')) finish();
    });
    socket.on('error', (error) => finish(error));
    socket.on('close', () => finish());
  });
}

/** PING → PONG: whether clamd answers (start-up, the doctor and the test harness). */
export function pingClamd(address: ClamdAddress, timeoutMs = 2000): Promise<boolean> {
  return askClamd(address, 'PING', timeoutMs).then(
    (reply) => reply === 'PONG',
    () => false,
  );
}

/** What clamd said to a stream of zeros: its answer (empty when it hung up without one), and how much was sent. */
export interface ZerosAnswer {
  answer: string;
  sent: number;
}

/**
 * Whether clamd takes a whole file of `bytes`, for the doctor: that many zero bytes as one
 * INSTREAM in 64 KiB chunks. clamd answers `stream: OK`, or `INSTREAM size limit exceeded. ERROR`
 * as soon as a chunk would pass its StreamMaxLength, and hangs up (its configuration cannot be
 * asked). Rejects when clamd cannot be reached, or neither takes nor answers for `timeoutMs`.
 */
export function streamZeros(address: ClamdAddress, bytes: number, timeoutMs: number): Promise<ZerosAnswer> {
  const zeros = Buffer.alloc(Math.min(bytes, 64 * 1024));
  return new Promise((resolve, reject) => {
    const socket = net.connect(address as net.NetConnectOpts);
    let reply = '';
    let sent = 0;
    let connected = false;
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
      else resolve({ answer: reply.replace(/\0+$/, '').trim(), sent });
    };
    // Restarted at every sign of progress: a large file may take long, a stalled clamd may not.
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => finish(new Error(`no answer within ${Math.round(timeoutMs / 1000)} s`)), timeoutMs);
    };
    const pump = () => {
      arm();
      while (!reply && !settled) {
        if (sent >= bytes) return void socket.write(TERMINATOR);
        const size = Math.min(zeros.length, bytes - sent);
        const length = Buffer.allocUnsafe(4);
        length.writeUInt32BE(size);
        socket.write(length);
        sent += size;
        // Sent as fast as the socket takes it; waiting for it to drain reads any early answer.
        if (!socket.write(size === zeros.length ? zeros : zeros.subarray(0, size))) return void socket.once('drain', pump);
      }
    };
    arm();
    socket.on('connect', () => {
      connected = true;
      socket.write('zINSTREAM\0');
      pump();
    });
    socket.on('data', (data: Buffer) => {
      reply += data.toString('utf8');
      if (reply.includes('\0')) finish();
    });
    // Once connected, a hang-up mid-file (EPIPE, ECONNRESET) is clamd refusing the rest: an answer,
    // and the one left when the hang-up is seen before the words that came with it.
    socket.on('error', (error) => finish(connected ? undefined : error));
    socket.on('close', () => finish());
  });
}
