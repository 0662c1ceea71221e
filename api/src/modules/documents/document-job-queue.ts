import type { PoolSettings } from './document-jobs.js';

/**
 * The document workers' queue (docs/decisions/310): jobs wait in turn by sender, the sender
 * served least recently first, and a full queue makes room by refusing the newest job of the
 * sender holding the most. One queue per process, like the workers it feeds.
 */
interface Waiting {
  start: () => void;
  /** Takes the job out as `busy` (it waited too long, or gave way to a lighter sender). */
  refuse: () => void;
  timer: NodeJS.Timeout;
  sender: string;
}
const waiting: Waiting[] = [];
let running = 0;

/** Jobs running now. */
export function runningJobs(): number {
  return running;
}
/** Jobs running or waiting, per sender. */
const held = new Map<string, number>();
/** When each sender's job last started (a counter), for the fair choice of the next job. */
const lastServed = new Map<string, number>();
let served = 0;

function release(sender: string): void {
  const n = (held.get(sender) ?? 1) - 1;
  if (n > 0) held.set(sender, n);
  else held.delete(sender);
}

/** The waiting job of the sender served least recently (in order of arrival among equals). */
function nextWaiting(): Waiting | undefined {
  let best = -1;
  waiting.forEach((w, i) => {
    if (best < 0 || (lastServed.get(w.sender) ?? -1) < (lastServed.get(waiting[best]!.sender) ?? -1)) best = i;
  });
  return best < 0 ? undefined : waiting.splice(best, 1)[0];
}

function started(sender: string, settings: PoolSettings): void {
  running++;
  lastServed.set(sender, ++served);
  // Forget senders with nothing held, so the map stays as small as the queue.
  if (lastServed.size > 2 * (settings.maxQueued + settings.workers)) {
    for (const key of lastServed.keys()) if (!held.has(key)) lastServed.delete(key);
  }
}

export function slotFreed(sender: string): void {
  running--;
  release(sender);
  const next = nextWaiting();
  if (next) {
    clearTimeout(next.timer);
    next.start();
  }
}

export function acquire(sender: string, settings: PoolSettings, busy: () => Error): Promise<void> {
  if (running >= settings.workers && waiting.length >= settings.maxQueued && !makeRoomFor(sender)) return Promise.reject(busy());
  held.set(sender, (held.get(sender) ?? 0) + 1);
  if (running < settings.workers) {
    started(sender, settings);
    return Promise.resolve();
  }
  return new Promise((resolve, reject) => {
    const entry: Waiting = {
      sender,
      start: () => {
        started(sender, settings);
        resolve();
      },
      refuse: () => {
        clearTimeout(entry.timer);
        release(sender);
        reject(busy());
      },
      timer: setTimeout(() => {
        const i = waiting.indexOf(entry);
        if (i >= 0) waiting.splice(i, 1);
        entry.refuse();
      }, settings.maxWaitMs),
    };
    entry.timer.unref();
    waiting.push(entry);
  });
}

/**
 * The queue is full: the newest waiting job of the sender holding the most jobs is refused to
 * make room, unless the newcomer's sender holds as many (then the newcomer is refused).
 */
function makeRoomFor(sender: string): boolean {
  let heaviest: string | null = null;
  for (const w of waiting) if (heaviest === null || (held.get(w.sender) ?? 0) > (held.get(heaviest) ?? 0)) heaviest = w.sender;
  if (heaviest === null || (held.get(heaviest) ?? 0) <= (held.get(sender) ?? 0)) return false;
  for (let i = waiting.length - 1; i >= 0; i--) {
    if (waiting[i]!.sender !== heaviest) continue;
    const [evicted] = waiting.splice(i, 1);
    evicted!.refuse();
    return true;
  }
  return false;
}
