let token: string | undefined;

/** The session's CSRF token (GET /api/csrf-token), fetched once and reused. */
export async function csrfToken(): Promise<string> {
  if (token) return token;
  const response = await fetch('/api/csrf-token', { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`csrf-token answered ${response.status}`);
  token = ((await response.json()) as { csrfToken: string }).csrfToken;
  return token;
}

/** The session changed (login, logout): the old token is void. */
export function forgetCsrfToken(): void {
  token = undefined;
}
