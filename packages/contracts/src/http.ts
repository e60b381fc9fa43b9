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

/** Fills `{name}` placeholders of a contract path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
