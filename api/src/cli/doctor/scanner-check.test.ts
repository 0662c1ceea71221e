import { startFakeClamd, type FakeClamd } from '../../../../tests/support/fake-clamd.js';
import type { DoctorContext, Env } from './check.js';
import { checkScanner } from './scanner-check.js';

const MB = 1024 * 1024;

const context = (env: Env): DoctorContext => ({
  env,
  given: env,
  dataDir: '/nonexistent',
  databaseUrl: undefined,
  production: env.NODE_ENV === 'production',
  db: undefined,
});

describe('the doctor’s scanner check', () => {
  let clamd: FakeClamd | undefined;
  afterEach(async () => {
    await clamd?.close();
    clamd = undefined;
  });

  it('sends zPING, then passes when clamd scans a whole file of the upload limit', async () => {
    clamd = await startFakeClamd({ streamMaxLength: 10 * MB });
    const result = await checkScanner(context({ CLAMD_URL: clamd.url }));
    expect(result).toMatchObject({ status: 'ok', detail: expect.stringMatching(/PONG .* whole file of 10 MB/) });
    expect(clamd.commands).toEqual(['zPING', 'zINSTREAM']);
    // Exactly the limit: the app accepts a file of UPLOAD_FILE_MB, clamd one of StreamMaxLength.
    expect(clamd.scanned).toEqual([10 * MB]);
  });

  it.each([
    ['the default 10 MB', {}, 9 * MB, /10 MB/, 'StreamMaxLength 10M'],
    ['UPLOAD_FILE_MB=30 above clamd’s default 25 MB', { UPLOAD_FILE_MB: '30' }, 25 * MB, /30 MB/, 'StreamMaxLength 30M'],
    ['a limit one byte short', { UPLOAD_FILE_MB: '2' }, 2 * MB - 1, /2 MB/, 'StreamMaxLength 2M'],
  ])('fails when clamd refuses a file of the upload limit: %s', async (_, env, streamMaxLength, size, fix) => {
    clamd = await startFakeClamd({ streamMaxLength });
    const result = await checkScanner(context({ CLAMD_URL: clamd.url, ...env }));
    expect(result.status).toBe('fail');
    expect(result.detail).toMatch(size);
    // clamd's answer, or its hang-up mid-file when that answer is lost: both name the cause.
    expect(result.detail).toMatch(/INSTREAM size limit exceeded|hung up after .* most likely its StreamMaxLength/);
    expect(result.fix).toContain(fix);
    expect(result.fix).toMatch(/or lower UPLOAD_FILE_MB/);
    expect(clamd.scanned).toEqual([]);
  });

  it('fails on any other answer to zPING, on no clamd, and on a bad setting; warns when none is configured', async () => {
    clamd = await startFakeClamd({ ping: 'PANG' });
    expect(await checkScanner(context({ CLAMD_URL: clamd.url }))).toMatchObject({
      status: 'fail',
      detail: expect.stringMatching(/PANG/),
    });
    expect(clamd.commands).toEqual(['zPING']);
    expect(await checkScanner(context({ CLAMD_URL: 'tcp://127.0.0.1:9' }))).toMatchObject({ status: 'fail' });
    expect(await checkScanner(context({ CLAMD_URL: 'http://clamd:3310' }))).toMatchObject({
      status: 'fail',
      detail: expect.stringMatching(/^CLAMD_URL is invalid/),
    });
    expect(await checkScanner(context({ CLAMD_URL: clamd.url, UPLOAD_FILE_MB: 'big' }))).toMatchObject({
      status: 'fail',
      detail: expect.stringMatching(/^UPLOAD_FILE_MB is invalid/),
    });
    expect(await checkScanner(context({}))).toMatchObject({ status: 'warn', detail: expect.stringMatching(/not scanned/) });
  });
});
