/**
 * Cookies by name, as a browser keeps them for one site: sent with every request, updated from
 * every answer's Set-Cookie lines. A cookie set to expire, or to nothing, is dropped.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** The Cookie header to send, or undefined while the jar is empty. */
  header(): string | undefined {
    return this.cookies.size ? [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') : undefined;
  }

  /** Keeps what an answer set; returns the names whose value changed (or went). */
  take(response: Response): string[] {
    const changed: string[] = [];
    for (const setCookie of response.headers.getSetCookie()) {
      const pair = setCookie.split(';')[0]!;
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(name.length + 1);
      const cleared = /expires=Thu, 01 Jan 1970/i.test(setCookie) || value === '';
      if (this.cookies.get(name) !== (cleared ? undefined : value)) changed.push(name);
      if (cleared) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return changed;
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }
}
