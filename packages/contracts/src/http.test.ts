import { describe, expect, it } from 'vitest';
import { changeUnitStage } from './advisor/change-unit-stage';
import { listAdvisorApplicants } from './advisor/list-advisor-applicants';
import { getAccount } from './account/get-account';
import { pathParamNames, routeUrl, type RouteContract } from './http';
import * as contracts from './index';

function isRoute(value: unknown): value is RouteContract {
  return (
    typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value
  );
}

const routes = Object.entries(contracts as Record<string, unknown>).filter(
  (entry): entry is [string, RouteContract] => isRoute(entry[1]),
);

describe('route contracts', () => {
  it('are found in the package (the checks below run on every one)', () => {
    expect(routes.length).toBeGreaterThan(50);
  });

  it.each(routes)('%s declares exactly its path placeholders as params', (_, route) => {
    const declared = route.params ? Object.keys((route.params as unknown as { shape: object }).shape) : [];
    expect(declared.sort()).toEqual(pathParamNames(route.path).sort());
  });
});

describe('routeUrl', () => {
  const accountId = '6a7c1c1e-0b8e-4b5a-9a43-0d7f2b6f4c11';
  const unitId = '0f3b2a9e-5a1d-4d3e-8a6c-2e9b7c4d1f00';

  it('fills the placeholders, encoded', () => {
    expect(routeUrl(changeUnitStage, { params: { accountId, unitId } })).toBe(
      `/v1/advisor/applicants/${accountId}/units/${unitId}/stage`,
    );
    expect(routeUrl(changeUnitStage, { params: { accountId: 'a/b c', unitId } })).toBe(
      `/v1/advisor/applicants/a%2Fb%20c/units/${unitId}/stage`,
    );
  });

  it('appends the query and leaves out empty values', () => {
    expect(
      routeUrl(listAdvisorApplicants, {
        query: { search: 'Müller & Co', stage: undefined, waiting: 'true' },
      }),
    ).toBe('/v1/advisor/applicants?search=M%C3%BCller%20%26%20Co&waiting=true');
    expect(routeUrl(listAdvisorApplicants, { query: {} })).toBe('/v1/advisor/applicants');
    expect(routeUrl(getAccount, {})).toBe('/v1/account');
  });

  it('is typed from the contract: wrong or missing params and unknown queries do not compile', () => {
    // @ts-expect-error `id` is not a placeholder of this path (it has accountId and unitId)
    expect(() => routeUrl(changeUnitStage, { params: { id: accountId, unitId } })).toThrow('accountId');
    // @ts-expect-error the params are required where the path has placeholders
    expect(() => routeUrl(changeUnitStage, {})).toThrow('Missing path parameter');
    // @ts-expect-error `stage` must be one of the unit stages
    expect(routeUrl(listAdvisorApplicants, { query: { stage: 'nope' } })).toContain('stage=nope');
    // @ts-expect-error a call without a query schema takes no query
    expect(routeUrl(getAccount, { query: { a: 1 } })).toBe('/v1/account?a=1');
  });
});
