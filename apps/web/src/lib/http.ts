/**
 * The transport under the API client: builds requests from the route contracts, sends the login
 * token, credentials and the CSRF header, validates answers with the contract's schema and turns
 * every rejection into one `ApiError`. It has no reactions; those live in `api-client.ts`.
 */
import {
  buildPath,
  ErrorBody,
  ErrorCode,
  getPublicConfig,
  type FieldError,
  type HttpMethod,
  type RouteContract,
} from '@portal/contracts';
import { getToken } from './storage';

export const DEFAULT_ERROR_MESSAGE = 'Undefined request error';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export class ApiError extends Error {
  /** HTTP status; 0 for network failures. */
  readonly status: number;
  /** The body's `code`, else the HTTP status. */
  readonly code: number;
  /** The body's field errors. */
  readonly customErrors: FieldError[];

  constructor(
    status: number,
    code: number,
    message: string = DEFAULT_ERROR_MESSAGE,
    customErrors: FieldError[] = [],
  ) {
    super(message || DEFAULT_ERROR_MESSAGE);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.customErrors = customErrors;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** Output type of a zod schema, read structurally (the web app uses the contracts' schemas only). */
export type SchemaOutput<S> = S extends { _zod: { output: infer O } } ? O : unknown;
export type SchemaInput<S> = S extends { _zod: { input: infer I } } ? I : never;
export type RouteResponse<R extends RouteContract> = SchemaOutput<R['response']>;
export type RouteBody<R extends RouteContract> = R['body'] extends undefined ? never : SchemaInput<R['body']>;

export interface RequestOptions<R extends RouteContract = RouteContract> {
  /** Values for `{name}` placeholders of the contract path. */
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: RouteBody<R> | FormData;
  /** Upload calls: a network error or 503 does not send the user to the maintenance page. */
  upload?: boolean;
  /** False for fire-and-forget calls whose failure must not change the screen (tracking). */
  reactToErrors?: boolean;
  signal?: AbortSignal;
}

const STATE_CHANGING: readonly HttpMethod[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

let xsrfBootstrap: Promise<void> | null = null;

/** The API sets the `XSRF-TOKEN` cookie on any answer; without it, one cheap GET fetches it first. */
export async function ensureXsrfCookie(): Promise<string | null> {
  const existing = readCookie(XSRF_COOKIE);
  if (existing) return existing;
  xsrfBootstrap ??= fetch(getPublicConfig.path, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  })
    .then(() => undefined)
    .catch(() => undefined)
    .finally(() => {
      xsrfBootstrap = null;
    });
  await xsrfBootstrap;
  return readCookie(XSRF_COOKIE);
}

function buildUrl(route: RouteContract, options: RequestOptions): string {
  const path = buildPath(route.path, options.params);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Sends one call described by a route contract and returns its validated answer. */
export async function sendRequest<R extends RouteContract>(
  route: R,
  options: RequestOptions<R> = {},
): Promise<RouteResponse<R>> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  if (STATE_CHANGING.includes(route.method)) {
    const xsrf = await ensureXsrfCookie();
    if (xsrf) headers.set(XSRF_HEADER, xsrf);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(route, options), {
      method: route.method,
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 0, 'Network error');
  }

  const json = await readJson(response);
  if (response.status < 200 || response.status > 299) {
    const parsed = ErrorBody.partial().safeParse(json);
    const errorBody = parsed.success ? parsed.data : {};
    throw new ApiError(
      response.status,
      errorBody.code ?? response.status,
      errorBody.message ?? DEFAULT_ERROR_MESSAGE,
      errorBody.errors ?? [],
    );
  }

  const result = route.response.safeParse(json ?? {});
  if (!result.success) {
    console.warn(`Unexpected answer of ${route.method} ${route.path}`, result.error.issues);
    throw new ApiError(response.status, ErrorCode.FETCH_ERROR, 'Unexpected answer from the server');
  }
  return result.data as RouteResponse<R>;
}
