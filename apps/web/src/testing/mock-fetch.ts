/** A small `fetch` double for unit tests: routes by "METHOD path" and records every call. */
import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

type Reply = Response | ((call: RecordedCall) => Response | Promise<Response>);

export function json(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export function installFetch(routes: Record<string, Reply | Reply[]>) {
  const calls: RecordedCall[] = [];
  const queues = new Map(
    Object.entries(routes).map(([key, reply]) => [key, Array.isArray(reply) ? [...reply] : reply]),
  );
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request = input instanceof Request ? input : null;
    const url = new URL(request ? request.url : String(input), window.location.origin);
    const method = (init.method ?? request?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers ?? request?.headers);
    let body: unknown = init.body ?? (request ? await request.clone().text() : undefined);
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        // keep the raw string (e.g. form-encoded token requests)
      }
    }
    const call: RecordedCall = { method, url, headers, body, credentials: init.credentials };
    calls.push(call);
    const key = `${method} ${url.pathname}`;
    const entry = queues.get(key);
    if (entry === undefined) throw new TypeError(`No mocked answer for ${key}`);
    const reply = Array.isArray(entry) ? (entry.length > 1 ? entry.shift() : entry[0]) : entry;
    if (reply === undefined) throw new TypeError(`No mocked answer left for ${key}`);
    const response = typeof reply === 'function' ? await reply(call) : reply;
    return response.clone();
  });
  vi.stubGlobal('fetch', fn);
  return {
    fn,
    calls,
    callsTo: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.url.pathname === path),
  };
}
