/**
 * Work whose outcome must not show in the answer's timing (whether a code was e-mailed or not).
 * Each piece starts after the answer is written (a macrotask runs after the route's own
 * continuation), and one at a time: two requests for one account must not race on its code row.
 * Counted as pending from the moment it is added, so a drain cannot miss work not yet started.
 */
export class AfterAnswerQueue {
  private readonly pending = new Set<Promise<void>>();
  private queue: Promise<void> = Promise.resolve();

  /** `label` and `what` name a failure in the log, e.g. "[password-reset] issuing a code failed". */
  constructor(
    private readonly label: string,
    private readonly what: string,
  ) {}

  add(work: () => Promise<void>): void {
    const answered = new Promise<void>((resolve) => setImmediate(resolve));
    const run = Promise.all([this.queue, answered]).then(() =>
      work().catch((error: unknown) => {
        console.error(`[${this.label}] ${this.what} failed: ${error instanceof Error ? error.name : 'Error'}`);
      }),
    );
    this.queue = run;
    this.pending.add(run);
    void run.finally(() => this.pending.delete(run));
  }

  /** Waits for the work still queued (shutdown and tests). */
  async drain(): Promise<void> {
    await Promise.all([...this.pending]);
  }
}
