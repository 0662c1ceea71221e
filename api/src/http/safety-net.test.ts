import { describeUnhandled, keepServingOnUnhandledRejection } from './safety-net.js';

describe('the unhandled-rejection safety net', () => {
  it('logs the error name and the shape of its message, never a quoted value, an e-mail or an SSN', () => {
    const line = describeUnhandled(
      new Error("Duplicate entry 'maya@example.org' for key, ssn 123-45-6789 from rosa@example.org"),
    );
    expect(line).toMatch(/^\[unhandled rejection\] Error: Duplicate entry '…' for key/);
    expect(line).not.toMatch(/maya|rosa|example\.org|123-45-6789/);
  });

  it('keeps the process serving: a rejection nobody listens to is logged, not fatal', async () => {
    const lines: string[] = [];
    const stop = keepServingOnUnhandledRejection((line) => lines.push(line));
    try {
      process.emit('unhandledRejection', new Error('Unexpected end of form'), Promise.resolve());
      expect(lines).toEqual(['[unhandled rejection] Error: Unexpected end of form (kept serving)']);
    } finally {
      stop();
    }
  });
});
