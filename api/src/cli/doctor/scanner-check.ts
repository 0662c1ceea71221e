import { connect, type NetConnectOpts } from 'node:net';
import { fail, ok, warn, within, type CheckResult, type DoctorContext } from './check.js';

/**
 * The virus scanner (ClamAV's clamd), when CLAMD_URL names one: tcp://host:3310 or a socket path
 * (unix:///run/clamav/clamd.ctl). A `zPING` must answer `PONG`. Self-contained, so the scanning
 * feature can replace it with its own client.
 */
function target(value: string): NetConnectOpts {
  if (value.startsWith('/')) return { path: value };
  const url = new URL(value);
  if (url.protocol === 'unix:') return { path: url.pathname };
  return { host: url.hostname, port: Number(url.port || 3310) };
}

function ping(options: NetConnectOpts): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(options);
    let answer = '';
    socket.on('connect', () => socket.write('zPING\0'));
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('end', () => resolve(answer.replace(/\0/g, '').trim()));
    socket.on('error', reject);
  });
}

export async function checkScanner(ctx: DoctorContext): Promise<CheckResult> {
  const url = ctx.env.CLAMD_URL;
  if (!url)
    return warn(
      'scanner',
      'CLAMD_URL unset: uploaded documents are not scanned for malware',
      'Install clamav-daemon and set CLAMD_URL=unix:///run/clamav/clamd.ctl.',
    );
  const fix = 'Start clamd (`systemctl start clamav-daemon`) and check CLAMD_URL.';
  try {
    const answer = await within(5000, ping(target(url)), () => 'no answer within 5 s');
    return answer === 'PONG'
      ? ok('scanner', `clamd answers PONG at ${url}`)
      : fail('scanner', `clamd at ${url}: ${answer || 'empty answer'}`, fix);
  } catch (error) {
    return fail(
      'scanner',
      `clamd at ${url} unreachable (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
      fix,
    );
  }
}
