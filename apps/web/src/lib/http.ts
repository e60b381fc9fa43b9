/**
 * The transport under the API client: builds requests from the route contracts (address typed from the
 * contract, `routeUrl`), sends the login token, credentials and the CSRF header, validates answers with the
 * contract's schema and turns every rejection into one `ApiError`. It has no reactions; those live in
 * `api-client.ts`.
 */
import {
  ErrorBody,
  ErrorCode,
  getPublicConfig,
  routeUrl,
  type FieldError,
  type HttpMethod,
  type RouteAddress,
  type RouteBody,
  type RouteContract,
  type RouteResponse,
} from '@portal/contracts';
import { currentLanguage } from './i18n';
import { getToken } from './storage';

export type { RouteResponse } from '@portal/contracts';

const DEFAULT_ERROR_MESSAGE = 'Undefined request error';
const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';

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

  static network(): ApiError {
    return new ApiError(0, 0, 'Network error');
  }

  static unexpectedAnswer(status: number): ApiError {
    return new ApiError(status, ErrorCode.FETCH_ERROR, 'Unexpected answer from the server');
  }

  /** The error of a rejected call from its status and (parsed JSON) body `{ code, message, errors }`. */
  static fromBody(status: number, body: unknown): ApiError {
    const parsed = ErrorBody.partial().safeParse(body);
    const data = parsed.success ? parsed.data : {};
    return new ApiError(
      status,
      data.code ?? status,
      data.message ?? DEFAULT_ERROR_MESSAGE,
      data.errors ?? [],
    );
  }
}

/** How the client reacts to a failure of this call (see `api-client.ts`). */
export interface CallBehaviour {
  /** Upload calls: a network error or 503 does not send the user to the maintenance page. */
  upload?: boolean;
  /** False for fire-and-forget calls whose failure must not change the screen (tracking). */
  reactToErrors?: boolean;
  signal?: AbortSignal;
  /** The request outlives the page (analytics and logs sent on page hide; body at most 64 KiB). */
  keepalive?: boolean;
}

/**
 * Body entry of a call: the contract's JSON body (always given, so the server gets the object its schema
 * expects), or optional form data for a call without a body schema (multipart uploads).
 */
type BodyEntry<R extends RouteContract> = [RouteBody<R>] extends [never]
  ? { body?: FormData }
  : { body: RouteBody<R> };

/** Params, query and body typed from the contract, plus the client's behaviour. */
export type RequestOptions<R extends RouteContract> = RouteAddress<R> & BodyEntry<R> & CallBehaviour;

/** The options argument, optional exactly when the call needs nothing (no path parameters, no body). */
export type OptionsArgument<R extends RouteContract> =
  object extends RequestOptions<R> ? [options?: RequestOptions<R>] : [options: RequestOptions<R>];

/** The options as the transport reads them once the caller's types have been checked. */
interface LooseOptions extends CallBehaviour {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
}

const STATE_CHANGING: readonly HttpMethod[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

let xsrfBootstrap: Promise<void> | null = null;

/** The API sets the `XSRF-TOKEN` cookie on any answer; without it, one cheap GET fetches it first. */
async function ensureXsrfCookie(): Promise<string | null> {
  const existing = readCookie(XSRF_COOKIE);
  if (existing) return existing;
  xsrfBootstrap ??= fetch(routeUrl(getPublicConfig, {}), {
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

/** Accept, bearer token and (on state-changing calls) the CSRF header of one call. */
export async function requestHeaders(method: HttpMethod, accept = 'application/json'): Promise<Headers> {
  // The API writes mails, PDFs and its messages in the portal's language and remembers it for later mails.
  const headers = new Headers({ Accept: accept, 'Accept-Language': currentLanguage() });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (STATE_CHANGING.includes(method)) {
    const xsrf = await ensureXsrfCookie();
    if (xsrf) headers.set(XSRF_HEADER, xsrf);
  }
  return headers;
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

/** Sends one call and returns the successful response; any other outcome is an `ApiError` (or the abort). */
async function send(route: RouteContract, options: LooseOptions, accept?: string): Promise<Response> {
  // The caller's params and query were checked against the contract by `RequestOptions`.
  const url = routeUrl(route, { params: options.params, query: options.query } as never);
  const headers = await requestHeaders(route.method, accept);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(url, {
      method: route.method,
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw ApiError.network();
  }
  if (response.status < 200 || response.status > 299) {
    throw ApiError.fromBody(response.status, await readJson(response));
  }
  return response;
}

/** Sends one call described by a route contract and returns its validated answer. */
export async function sendRequest<R extends RouteContract>(
  route: R,
  ...[options]: OptionsArgument<R>
): Promise<RouteResponse<R>> {
  const response = await send(route, (options ?? {}) as LooseOptions);
  const result = route.response.safeParse((await readJson(response)) ?? {});
  if (!result.success) {
    console.warn(`Unexpected answer of ${route.method} ${route.path}`, result.error.issues);
    throw ApiError.unexpectedAnswer(response.status);
  }
  return result.data as RouteResponse<R>;
}

/** A file answer (previews): the bytes with their type and the name from `Content-Disposition`. */
export interface FileAnswer {
  blob: Blob;
  mimeType: string;
  fileName: string | null;
}

function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      return star[1];
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

/** Sends one call whose answer is a file, fetched with the bearer token (tokens never go into addresses). */
export async function sendFileRequest<R extends RouteContract>(
  route: R,
  ...[options]: OptionsArgument<R>
): Promise<FileAnswer> {
  const response = await send(route, (options ?? {}) as LooseOptions, '*/*');
  const blob = await response.blob();
  const mimeType = (response.headers.get('Content-Type') ?? blob.type ?? '').split(';')[0]!.trim();
  return { blob, mimeType, fileName: fileNameFrom(response.headers.get('Content-Disposition')) };
}
