import type { ScanningSettings } from '../config/config.js';
import { clamdScanner } from './clamd-client.js';
import { offScanner, type Scanner } from './scanner.js';

/** The scanner the settings ask for: clamd when CLAMD_URL is set, else off. */
export function createScanner(settings: ScanningSettings): Scanner {
  return settings.clamd ? clamdScanner({ address: settings.clamd, timeoutMs: settings.timeoutMs }) : offScanner;
}
