/** Route contracts: one object per operation, shared by the API (validation, OpenAPI) and the web app (fetchers). */
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteContract<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Res extends z.ZodType = z.ZodType,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: M;
  path: P;
  summary: string;
  /** Status of a successful answer when it is not 200 (e.g. 201 for created resources). */
  successStatus?: 200 | 201;
  response: Res;
  body?: Body;
  query?: Query;
  /** Schema of the `{name}` placeholders of `path`; its keys are exactly the placeholders (tested). */
  params?: Params;
}

export function defineRoute<
  M extends HttpMethod,
  P extends string,
  Res extends z.ZodType,
  Body extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Params extends z.ZodType | undefined = undefined,
>(route: RouteContract<M, P, Res, Body, Query, Params>): RouteContract<M, P, Res, Body, Query, Params> {
  return route;
}

/** Names of the `{name}` placeholders of a path template: `'/v1/a/{id}/b/{x}'` → `'id' | 'x'`. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

/** The placeholder names of a path at run time, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
}

type PathValue = string | number;
/** A contract's schema entry without the `undefined` of its optional property. */
type SchemaOf<S> = Exclude<S, undefined>;
type QueryValue = string | number | boolean | null | undefined;

/** Path parameters of a call: the contract's `params` schema, else one value per placeholder of its path. */
export type RouteParams<R extends RouteContract> = [SchemaOf<R['params']>] extends [never]
  ? Record<PathParamNames<R['path']>, PathValue>
  : z.input<SchemaOf<R['params']>>;

/** Query of a call: the input of the contract's `query` schema; a call without one takes no query. */
export type RouteQuery<R extends RouteContract> = [SchemaOf<R['query']>] extends [never]
  ? never
  : z.input<SchemaOf<R['query']>>;

/** JSON body of a call: the input of the contract's `body` schema. */
export type RouteBody<R extends RouteContract> = [SchemaOf<R['body']>] extends [never]
  ? never
  : z.input<SchemaOf<R['body']>>;

/** Answer of a call: the output of the contract's `response` schema. */
export type RouteResponse<R extends RouteContract> = z.output<R['response']>;

/** An entry that may be left out when every one of its fields may be. */
type Entry<K extends string, V> = [V] extends [never]
  ? { [P in K]?: never }
  : object extends V
    ? { [P in K]?: V }
    : { [P in K]: V };

/**
 * What a caller gives to build a call's address: `params` exactly when the path has placeholders (typed from
 * the contract), `query` only when the contract has a query schema.
 */
export type RouteAddress<R extends RouteContract> = ([PathParamNames<R['path']>] extends [never]
  ? { params?: never }
  : { params: RouteParams<R> }) &
  Entry<'query', RouteQuery<R>>;

/**
 * The address of a call: placeholders filled (encoded), query appended (empty values left out).
 * The only way the web app builds an address of the API.
 */
export function routeUrl<R extends RouteContract>(route: R, address: RouteAddress<R>): string {
  const params = (address.params ?? {}) as Record<string, PathValue>;
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const query = Object.entries((address.query ?? {}) as Record<string, QueryValue>)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}
