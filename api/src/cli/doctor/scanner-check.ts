import { askClamd, parseClamdUrl } from '../../scanning/clamd-client.js';
import { fail, ok, warn, type CheckResult, type DoctorContext } from './check.js';

/**
 * The virus scanner (ClamAV's clamd), when CLAMD_URL names one (tcp://host:3310 or
 * unix:/run/clamav/clamd.ctl): a `zPING` must answer `PONG`, through the scanner's own client.
 */
export async function checkScanner(ctx: DoctorContext): Promise<CheckResult> {
  const url = ctx.env.CLAMD_URL;
  if (!url)
    return warn(
      'scanner',
      'CLAMD_URL unset: uploaded documents are not scanned for malware',
      'Install clamav-daemon and set CLAMD_URL=unix:/run/clamav/clamd.ctl.',
    );
  const fix = 'Start clamd (`systemctl start clamav-daemon`) and check CLAMD_URL.';
  try {
    const answer = await askClamd(parseClamdUrl(url), 'PING', 5000);
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
