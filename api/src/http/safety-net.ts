/**
 * The last line, not the fix (decision 300): a promise rejected with nobody listening is logged
 * and the process keeps serving everyone else. Only the error's name and the shape of its
 * message are logged: quoted values and long runs of digits (an e-mail, an SSN) are cut out.
 */
export function describeUnhandled(reason: unknown): string {
  const name = reason instanceof Error ? reason.name : typeof reason;
  const message = reason instanceof Error ? reason.message : '';
  const shape = message
    .split('\n')[0]!
    .replace(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`[^`]*`/g, "'…'")
    .replace(/[^\s@]+@[^\s@]+/g, '…@…')
    .replace(/\d[\d\s-]{6,}\d/g, '…')
    .slice(0, 200);
  return `[unhandled rejection] ${name}${shape ? `: ${shape}` : ''} (kept serving)`;
}

export function keepServingOnUnhandledRejection(log: (line: string) => void = console.error): () => void {
  const listener = (reason: unknown) => log(describeUnhandled(reason));
  process.on('unhandledRejection', listener);
  return () => process.off('unhandledRejection', listener);
}
