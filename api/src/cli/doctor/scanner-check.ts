import { ConfigError, parseScanning, parseUploadLimits } from '../../config/config.js';
import { askClamd, parseClamdUrl, streamZeros } from '../../scanning/clamd-client.js';
import { fail, ok, warn, type CheckResult, type DoctorContext } from './check.js';

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${Number((bytes / MB).toFixed(1))} MB`;

/**
 * The virus scanner (ClamAV's clamd), when CLAMD_URL names one (tcp://host:3310 or
 * unix:/run/clamav/clamd.ctl): a `zPING` must answer `PONG`, through the scanner's own client;
 * then clamd must take a whole file of the upload limit (UPLOAD_FILE_MB), or every upload above
 * its StreamMaxLength would stay unscanned (PENDING) for good.
 */
export async function checkScanner(ctx: DoctorContext): Promise<CheckResult> {
  const url = ctx.env.CLAMD_URL?.trim();
  if (!url)
    return warn(
      'scanner',
      'CLAMD_URL unset: uploaded documents are not scanned for malware',
      'Install clamav-daemon and set CLAMD_URL=unix:/run/clamav/clamd.ctl.',
    );
  let fileBytes: number;
  let timeoutMs: number;
  try {
    ({ timeoutMs } = parseScanning(ctx.env));
    ({ fileBytes } = parseUploadLimits(ctx.env));
  } catch (error) {
    if (error instanceof ConfigError) return fail('scanner', error.message, 'Fix the setting named.');
    throw error;
  }
  const address = parseClamdUrl(url);
  const fix = 'Start clamd (`systemctl start clamav-daemon`) and check CLAMD_URL.';
  try {
    const answer = await askClamd(address, 'PING', 5000);
    if (answer !== 'PONG') return fail('scanner', `clamd at ${url}: ${answer || 'empty answer'}`, fix);
  } catch (error) {
    return fail(
      'scanner',
      `clamd at ${url} unreachable (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
      fix,
    );
  }
  return checkStreamLimit(url, address, fileBytes, Math.max(timeoutMs, 5000));
}

/**
 * clamd does not tell its StreamMaxLength; a file of exactly the upload limit, in zeros, shows
 * whether it takes one (the app accepts a file of UPLOAD_FILE_MB, and clamd one of StreamMaxLength).
 */
async function checkStreamLimit(
  url: string,
  address: ReturnType<typeof parseClamdUrl>,
  fileBytes: number,
  timeoutMs: number,
): Promise<CheckResult> {
  const size = megabytes(fileBytes);
  const raise = `Set \`StreamMaxLength ${Math.ceil(fileBytes / MB)}M\` or more in clamd.conf and restart clamd (\`systemctl restart clamav-daemon\`), or lower UPLOAD_FILE_MB.`;
  let result: Awaited<ReturnType<typeof streamZeros>>;
  try {
    result = await streamZeros(address, fileBytes, timeoutMs);
  } catch (error) {
    return fail(
      'scanner',
      `clamd at ${url} answers PONG but did not scan a file of ${size} (${(error as Error).message})`,
      'Check clamd (`journalctl -u clamav-daemon`) and CLAMD_TIMEOUT_S.',
    );
  }
  const { answer, sent } = result;
  if (answer === 'stream: OK') {
    return ok('scanner', `clamd answers PONG at ${url} and scans a whole file of ${size} (UPLOAD_FILE_MB)`);
  }
  if (/size limit exceeded/i.test(answer)) {
    return fail(
      'scanner',
      `clamd at ${url} refuses a file of ${size} (UPLOAD_FILE_MB): "${answer}". Uploads that large would never be scanned`,
      raise,
    );
  }
  if (!answer && sent < fileBytes) {
    return fail(
      'scanner',
      `clamd at ${url} hung up after ${megabytes(sent)} of a file of ${size} (UPLOAD_FILE_MB), without an answer: most likely its StreamMaxLength`,
      raise,
    );
  }
  return fail(
    'scanner',
    `clamd at ${url} answered "${answer.slice(0, 120) || 'nothing'}" to a file of ${size} in zeros`,
    `Check clamd.conf: StreamMaxLength, MaxFileSize and MaxScanSize at least ${Math.ceil(fileBytes / MB)}M, then restart clamd.`,
  );
}
