/**
 * Bridges a contract of `@portal/contracts` to a Fastify route definition: path, schemas (validated and
 * serialized by the zod type provider, published in OpenAPI) and the declared access level.
 */
import type { RouteContract } from '@portal/contracts';

/**
 * Who may call a route. `account` is any signed-in applicant, advisor or staff member; `workspace` an advisor or
 * staff member (the `/advisor` workspace); `company` any company user.
 */
export type Access = 'public' | 'account' | 'applicant' | 'advisor' | 'staff' | 'workspace' | 'company';

function toFastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

type Defined<T> = Exclude<T, undefined>;

export function routeOf<C extends RouteContract>(contract: C, access: Access) {
  return {
    method: contract.method,
    url: toFastifyPath(contract.path),
    config: { access },
    schema: {
      summary: contract.summary,
      tags: [contract.path.split('/')[contract.path.startsWith('/b2b') ? 3 : 2] ?? 'root'],
      ...(access === 'public' ? {} : { security: [{ bearer: [] }] }),
      ...(contract.body ? { body: contract.body } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.params ? { params: contract.params } : {}),
      // A contract with `successStatus` 201 is serialized under that status (the handler sets `reply.code(201)`).
      response: { [contract.successStatus ?? 200]: contract.response },
    } as unknown as {
      summary: string;
      body: Defined<C['body']>;
      querystring: Defined<C['query']>;
      params: Defined<C['params']>;
      // Typed for both success statuses, so a handler of a 201 contract may call `reply.code(201)`.
      response: { 200: C['response']; 201: C['response'] };
    },
  };
}
