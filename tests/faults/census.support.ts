export { census } from '../integration/hostile-input.support.js';

/** A 5xx the client can show: JSON with a sentence, no stack trace, no detail of the fault. */
export async function expectCleanServerError(response: Response): Promise<string> {
  const text = await response.text();
  expect(response.status, text).toBeGreaterThanOrEqual(500);
  expect(response.headers.get('content-type'), text).toMatch(/^application\/json/);
  expect(text).not.toMatch(/\n\s+at |node_modules|\.(?:ts|js):\d+|SQLITE|ECONN|ER_|PROTOCOL_/);
  const { error } = JSON.parse(text) as { error: string };
  expect(error).toMatch(/^Something went wrong on our side|try again/i);
  return error;
}
