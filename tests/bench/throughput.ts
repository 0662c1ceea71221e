import { Agent, request } from 'node:http';

export interface LoadRequest {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * Requests per second a server answers to `connections` clients on keep-alive sockets, each
 * sending the next request as soon as the previous answer is read, for `durationMs`. Every
 * answer must have status 200; anything else stops the run.
 */
export async function requestsPerSecond(target: LoadRequest, { connections = 10, durationMs = 3000 } = {}): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(target.url);
  const headers = { ...target.headers, ...(target.body ? { 'content-length': String(Buffer.byteLength(target.body)) } : {}) };
  const once = () =>
    new Promise<void>((resolve, reject) => {
      const req = request(
        { agent, host: url.hostname, port: url.port, path: url.pathname + url.search, method: target.method ?? 'GET', headers },
        (res) => {
          res.on('data', () => {});
          res.on('end', () =>
            res.statusCode === 200 ? resolve() : reject(new Error(`${target.url}: answered ${res.statusCode}`)),
          );
        },
      );
      req.on('error', reject);
      req.end(target.body);
    });
  let done = 0;
  const deadline = performance.now() + durationMs;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        await once();
        done++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return done / seconds;
}

/**
 * The app's throughput as a share of bare node:http's, measured in alternating rounds so both
 * see the same machine load; the median of the rounds' ratios.
 */
export async function throughputRatio(
  app: LoadRequest,
  bare: LoadRequest,
  { rounds = 3, durationMs = 2000 } = {},
): Promise<{ app: number; bare: number; ratio: number }> {
  await requestsPerSecond(app, { durationMs: 500 });
  await requestsPerSecond(bare, { durationMs: 500 });
  const results: { app: number; bare: number }[] = [];
  for (let i = 0; i < rounds; i++) {
    const a = await requestsPerSecond(app, { durationMs });
    const b = await requestsPerSecond(bare, { durationMs });
    results.push({ app: a, bare: b });
  }
  results.sort((x, y) => x.app / x.bare - y.app / y.bare);
  const middle = results[Math.floor(results.length / 2)]!;
  return { ...middle, ratio: middle.app / middle.bare };
}
