import { clamdScanner, type ClamdAddress } from './clamd-client.js';
import { offScanner, type Scanner } from './scanner.js';

/** The scanning settings (config.ts reads them from CLAMD_URL and CLAMD_TIMEOUT_S). */
export interface ScanningSettings {
  /** CLAMD_URL as given (tcp://host:port or unix:/path), or undefined: uploads are not scanned. */
  clamdUrl: string | undefined;
  clamd: ClamdAddress | undefined;
  /** CLAMD_TIMEOUT_S: how long clamd may take to connect, catch up or answer before a scan is PENDING. */
  timeoutMs: number;
  /** CLAMD_RESCAN_S: how often documents waiting for their scan (PENDING) are tried again. */
  rescanMs: number;
}

/** The scanner the settings ask for: clamd when CLAMD_URL is set, else off. */
export function createScanner(settings: ScanningSettings): Scanner {
  return settings.clamd ? clamdScanner({ address: settings.clamd, timeoutMs: settings.timeoutMs }) : offScanner;
}
