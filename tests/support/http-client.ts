import { CookieJar } from './cookie-jar.js';

/**
 * A tiny browser-like HTTP client for integration tests: keeps the session cookie,
 * fetches the CSRF token on demand and speaks JSON and GraphQL.
 */
export class HttpClient {
  /** The session and the anonymous CSRF cookie, as a browser keeps them. */
  private readonly cookies = new CookieJar();
  private csrf: string | undefined;

  constructor(readonly baseUrl: string) {}

  async request(
    method: string,
    path: string,
    init: { json?: unknown; body?: RequestInit['body']; headers?: Record<string, string>; csrf?: boolean } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { ...init.headers };
    // The token first: fetching it may start the session whose cookie goes with this request.
    if (init.csrf) headers['CSRF-Token'] = await this.csrfToken();
    const cookie = this.cookies.header();
    if (cookie) headers.cookie = cookie;
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(this.baseUrl + path, {
      method,
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
      redirect: 'manual',
    });
    // A new session means a new CSRF token.
    if (this.cookies.take(response).includes('odf.sid')) this.csrf = undefined;
    return response;
  }

  async csrfToken(): Promise<string> {
    if (!this.csrf) {
      const response = await this.request('GET', '/api/csrf-token');
      this.csrf = ((await response.json()) as { csrfToken: string }).csrfToken;
    }
    return this.csrf;
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, json?: unknown, csrf = false) => this.request('POST', path, { json, csrf });
  patch = (path: string, json?: unknown, csrf = true) => this.request('PATCH', path, { json, csrf });
  delete = (path: string, csrf = true) => this.request('DELETE', path, { csrf });

  /** A GraphQL operation; mutations carry the CSRF token like the console does. */
  async graphql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, { csrf = true } = {}) {
    const response = await this.request('POST', '/graphql', { json: { query, variables }, csrf });
    const body = (await response.json()) as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
    return { status: response.status, ...body };
  }

  get hasSession(): boolean {
    return this.cookies.has('odf.sid');
  }

  /** Gives the client a cookie, as a browser that was handed one. */
  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  /** The Cookie header this client sends, for a test that writes its request by hand. */
  cookieHeader(): string {
    return this.cookies.header() ?? '';
  }

  /** The value of one cookie this client holds. */
  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }
}

/** A client whose requests come from `ip`, as a proxy the app trusts (TRUST_PROXY=loopback) would say. */
export function clientFrom(baseUrl: string, ip: string): HttpClient {
  const client = new HttpClient(baseUrl);
  const request = client.request.bind(client);
  client.request = (method, path, init = {}) =>
    request(method, path, { ...init, headers: { ...init.headers, 'x-forwarded-for': ip } });
  return client;
}
