/** MariaDB's "Deadlock found when trying to get lock; try restarting transaction" (errno 1213). */
export function isDeadlock(error: unknown): boolean {
  const e = error as { code?: unknown; errno?: unknown; driverError?: { code?: unknown; errno?: unknown } } | null;
  const codes = [e?.code, e?.errno, e?.driverError?.code, e?.driverError?.errno];
  return codes.includes('ER_LOCK_DEADLOCK') || codes.includes(1213);
}

/**
 * Runs a short transaction again when the database chose it as a deadlock's victim (it was rolled
 * back whole), up to `attempts` times, a few milliseconds apart. Any other error is thrown at once.
 */
export async function retryOnDeadlock<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isDeadlock(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 10));
    }
  }
}
