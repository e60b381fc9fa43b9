/**
 * A small HTTP client for API tests: real requests over the loopback network, a cookie jar (for the CSRF
 * cookie and the provider's session cookies), and the bearer token of the signed-in user.
 */
export interface HttpResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export class HttpClient {
  readonly cookies = new Map<string, string>();
  token: string | null = null;

  constructor(readonly baseUrl: string) {}

  private storeCookies(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** A raw request; relative URLs resolve against the base URL. Redirects are not followed. */
  async raw(
    method: string,
    url: string,
    options: {
      body?: RequestInit['body'];
      headers?: Record<string, string>;
      csrf?: boolean;
      auth?: boolean;
    } = {},
  ): Promise<HttpResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.csrf !== false && !['GET', 'HEAD'].includes(method)) {
      if (!this.cookies.has('XSRF-TOKEN')) await this.raw('GET', '/v1/health', { auth: false });
      headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN') ?? '';
    }
    if (this.cookies.size) headers.cookie = this.cookieHeader();
    if (options.auth !== false && this.token) headers.authorization = `Bearer ${this.token}`;
    const response = await fetch(new URL(url, this.baseUrl), {
      method,
      headers,
      body: options.body,
      redirect: 'manual',
    });
    this.storeCookies(response.headers);
    const text = await response.text();
    let body: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json') && text) body = JSON.parse(text);
    return { status: response.status, headers: response.headers, body, text };
  }

  /** A JSON call; `language` is sent as `Accept-Language` (the API answers its texts in it). */
  json<T = any>(
    method: string,
    url: string,
    data?: unknown,
    { language, ...options }: { csrf?: boolean; auth?: boolean; language?: string } = {},
  ) {
    return this.raw(method, url, {
      ...options,
      body: data === undefined ? undefined : JSON.stringify(data),
      headers: {
        ...(data === undefined ? {} : { 'content-type': 'application/json' }),
        ...(language ? { 'accept-language': language } : {}),
      },
    }) as Promise<HttpResponse<T>>;
  }

  get<T = any>(url: string) {
    return this.json<T>('GET', url);
  }

  form(url: string, fields: Record<string, string>, options: { csrf?: boolean } = {}) {
    return this.raw('POST', url, {
      ...options,
      body: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  }
}
