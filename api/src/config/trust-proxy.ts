import { isIP } from 'node:net';
import { ConfigError } from './config-error.js';

/**
 * TRUST_PROXY, on its own: every per-address limit rests on it, since a wrong value lets a
 * caller choose their address with a made-up X-Forwarded-For (deploy/README.md).
 */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(value: string): boolean {
  if (PROXY_NAMES.has(value)) return true;
  const [address, bits, ...rest] = value.split('/');
  const family = isIP(address ?? '');
  if (!family || rest.length) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

/** TRUST_PROXY: 0/false, a hop count (1 = one proxy; true is read as 1), or a list of proxy addresses. */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const raw = (value ?? '').trim();
  if (raw === '' || raw === '0' || raw === 'false') return false;
  if (raw === 'true') return 1;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops <= 16) return hops;
  }
  const list = raw.split(',').map((a) => a.trim());
  if (list.every(isProxyAddress)) return list;
  throw new ConfigError(
    `TRUST_PROXY is invalid: a hop count (e.g. 1) or the proxies' addresses, comma-separated (e.g. 10.0.0.5,10.0.1.0/24 or loopback) (got "${raw}")`,
  );
}
