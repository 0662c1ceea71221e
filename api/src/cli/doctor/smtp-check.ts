import { connect as connectTcp, type Socket } from 'node:net';
import { connect as connectTls } from 'node:tls';
import { fail, ok, warn, within, type CheckResult, type DoctorContext } from './check.js';

const TIMEOUT_MS = 5000;

/** Reads one SMTP reply (its last line has a space after the code) and returns its code. */
function reply(socket: Socket): Promise<number> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('latin1');
      const last = text.split('\r\n').filter(Boolean).pop() ?? '';
      if (text.endsWith('\r\n') && /^\d{3} /.test(last)) {
        socket.off('data', onData);
        resolve(Number(last.slice(0, 3)));
      }
    };
    socket.on('data', onData);
    socket.once('error', reject);
    socket.once('close', () => reject(new Error('connection closed')));
  });
}

/** A connection and EHLO, then QUIT: proves the mail server answers; no mail is sent. */
async function ehlo(url: URL): Promise<string> {
  const tls = url.protocol === 'smtps:';
  const port = Number(url.port || (tls ? 465 : 587));
  const socket = tls
    ? connectTls({ host: url.hostname, port, servername: url.hostname })
    : connectTcp({ host: url.hostname, port });
  try {
    const greeting = await reply(socket);
    if (greeting !== 220) throw new Error(`greeting ${greeting}`);
    const answer = reply(socket);
    socket.write('EHLO odf-doctor\r\n');
    const code = await answer;
    if (code !== 250) throw new Error(`EHLO answered ${code}`);
    socket.write('QUIT\r\n');
    return `${url.hostname}:${port} answers EHLO`;
  } finally {
    socket.destroy();
  }
}

export async function checkSmtp(ctx: DoctorContext): Promise<CheckResult> {
  if (!ctx.env.SMTP_URL) {
    const detail = 'SMTP_URL unset: mail is written to DATA_DIR/outbox, nobody receives it';
    const fix = "Set SMTP_URL (password in the smtp-password credential) to your mail provider's submission server.";
    return ctx.production ? fail('smtp', detail, fix) : warn('smtp', detail, fix);
  }
  let url: URL;
  try {
    url = new URL(ctx.env.SMTP_URL);
  } catch {
    return fail('smtp', 'SMTP_URL is not a URL', 'Use smtp://user@host:587 or smtps://user@host:465.');
  }
  const fix = `Check that ${url.hostname} accepts connections from this machine (firewall, port ${url.port || 'default'}); mail waits in the outbox meanwhile.`;
  try {
    const detail = await within(TIMEOUT_MS, ehlo(url), () => {
      throw new Error(`no answer within ${TIMEOUT_MS / 1000} s`);
    });
    return ok('smtp', detail);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    return fail('smtp', `${url.hostname}:${url.port || 'default'} unreachable (${code})`, fix);
  }
}
