/**
 * Where the server's time comes from: one object per running app (`services.infra.clock`), read by
 * every feature that judges a time (program cycle windows, status codes and sessions, due dates,
 * payments, reports). Tests move its `now` instead of waiting.
 */
export interface Clock {
  now: () => Date;
}

/** The real time, as a fresh object: replacing its `now` moves one app's time, never another's. */
export function systemClock(): Clock {
  return { now: () => new Date() };
}
