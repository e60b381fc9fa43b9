/**
 * The company permission matrix (issue 10, "What must be shown"): every company endpoint × {anonymous, applicant,
 * owner, employee with exactly the needed permission, employee without it, owner of another company}, each cell
 * a real HTTP call against a real database. A cell of a changing call (POST, PATCH, PUT, DELETE) gets a fresh
 * company, caller and targets of its own; the reading (GET) cells of one caller and permission share them, which
 * keeps the run short without letting one cell's change decide another's answer. The table (✓ allowed, ✗ denied,
 * • refused by a business rule, with the status) is printed to the test output; the test fails on any cell that
 * differs from its expectation. A second test fails when a registered company route has no row.
 */
import { CompanyPermission } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_PERMISSION_MATRIX } from '../testing/company-permission-matrix.rows';
import type { HttpClient } from '../testing/http-client';
import {
  cellText,
  expectedOutcome,
  MATRIX_CALLERS,
  meetsExpectation,
  type MatrixCaller,
  type MatrixExpectation,
  type MatrixRow,
} from '../testing/permission-matrix';
import { testPeople } from '../testing/people';
import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let people: ReturnType<typeof testPeople>;
/** Every route the app registered, as `METHOD /url` (HEAD and OPTIONS, which Fastify adds itself, left out). */
const registeredRoutes: string[] = [];

beforeAll(async () => {
  t = await startTestApp(
    {},
    {
      onRoute: (route) => {
        for (const method of [route.method].flat()) {
          if (method !== 'HEAD' && method !== 'OPTIONS') registeredRoutes.push(`${method} ${route.url}`);
        }
      },
    },
  );
  people = testPeople(t);
});
afterAll(async () => {
  await people?.cleanup();
  await t?.close();
});

interface Cell {
  caller: MatrixCaller;
  expected: MatrixExpectation;
  status: number;
}

type CellCallers = Awaited<ReturnType<typeof freshCallers>>;
const sharedCallers = new Map<string, CellCallers>();

/** The callers of one cell: shared between the reading rows of one permission, else fresh. */
async function cellCallers(row: MatrixRow, caller: MatrixCaller): Promise<CellCallers> {
  if (!row.endpoint.startsWith('GET ')) return freshCallers(row, caller);
  const key = `${caller}|${row.permission ?? ''}`;
  let callers = sharedCallers.get(key);
  if (!callers) {
    callers = await freshCallers(row, caller);
    sharedCallers.set(key, callers);
  }
  return callers;
}

/** The caller of one cell, in a fresh company of its own (with its owner for the setup). */
async function freshCallers(row: MatrixRow, caller: MatrixCaller) {
  const owner = await people.companyOwner();
  const companyId = owner.companyId;
  let client: HttpClient;
  switch (caller) {
    case 'anonymous':
      client = t.client();
      break;
    case 'applicant':
      client = (await people.applicant()).client;
      break;
    case 'owner':
      client = owner.client;
      break;
    case 'with permission':
      client = (
        await people.companyEmployee(companyId, {
          permissions: row.permission ? [row.permission] : [],
        })
      ).client;
      break;
    case 'without permission': {
      // Every permission but the needed one; for "any member" rows: a member whose invitation is still pending.
      const others: CompanyPermission[] = row.permission
        ? CompanyPermission.options.filter((p) => p !== row.permission)
        : [];
      client = (await people.companyEmployee(companyId, { permissions: others, pending: !row.permission }))
        .client;
      break;
    }
    case 'other company owner':
      client = (await people.companyOwner()).client;
      break;
  }
  return { owner, companyId, client };
}

/** `GET /b2b/v1/companies/{companyId}/x (picture)` → `GET /b2b/v1/companies/{}/x`: parameter names do not matter. */
const routeKey = (endpoint: string) => {
  const [method, path] = endpoint.split(' ');
  return `${method} ${path!.replace(/\{[^}]+\}|:[^/]+/g, '{}')}`;
};

/**
 * `/b2b/v1` routes that are no company endpoint: the company portal's session calls (sign-in answers the session
 * itself, sign-out ends one's own; both before any company is chosen, tested in `features/auth`) and the
 * profile pictures, public on purpose so an `<img>` loads them without a token (content-hashed addresses,
 * decision 103).
 */
const EXEMPT = new Set(
  ['POST /b2b/v1/auth', 'DELETE /b2b/v1/auth', 'GET /b2b/v1/profile-pictures/:companyUserId/:file'].map(
    routeKey,
  ),
);

/** The permission column: the permission, or who may call a row that needs none. */
function permissionLabel(row: MatrixRow): string {
  if (row.permission) return row.permission;
  if (MATRIX_CALLERS.every((caller) => expectedOutcome(row, caller) === 'allow')) return '(public)';
  if (expectedOutcome(row, 'other company owner') === 'allow') return '(any company user)';
  return '(any member)';
}

describe('company permission matrix', () => {
  it('has a row for every registered company route', () => {
    const covered = new Set(COMPANY_PERMISSION_MATRIX.map((row) => routeKey(row.endpoint)));
    const companyRoutes = registeredRoutes.filter((route) => route.split(' ')[1]!.startsWith('/b2b/v1/'));
    expect(companyRoutes.length).toBeGreaterThan(20);
    const missing = companyRoutes.filter(
      (route) => !EXEMPT.has(routeKey(route)) && !covered.has(routeKey(route)),
    );
    expect(missing).toEqual([]);
    // And no row for a route that does not exist (a typo would test nothing).
    const registered = new Set(registeredRoutes.map(routeKey));
    expect([...covered].filter((key) => !registered.has(key))).toEqual([]);
  });

  it('answers every company endpoint × caller as expected', { timeout: 600_000 }, async () => {
    const table: Record<string, Record<string, string>> = {};
    const mismatches: string[] = [];
    for (const row of COMPANY_PERMISSION_MATRIX) {
      const cells: Cell[] = [];
      for (const caller of MATRIX_CALLERS) {
        const { owner, companyId, client } = await cellCallers(row, caller);
        const ids = row.setup ? await row.setup({ t, people, companyId, owner: owner.client }) : {};
        const request = await row.request({ companyId, ids });
        const answer = request.form
          ? await client.raw(request.method, request.url, { body: request.form })
          : await client.json(request.method, request.url, request.body);
        cells.push({ caller, expected: expectedOutcome(row, caller), status: answer.status });
      }
      table[row.endpoint] = {
        permission: permissionLabel(row),
        ...Object.fromEntries(
          cells.map((cell) => {
            if (!meetsExpectation(cell.expected, cell.status)) {
              mismatches.push(
                `${row.endpoint} as ${cell.caller}: expected ${cell.expected}, got ${cell.status}`,
              );
            }
            return [cell.caller, cellText(cell.expected, cell.status)];
          }),
        ),
      };
    }
    console.log(
      [
        `Company permission matrix: ${COMPANY_PERMISSION_MATRIX.length} endpoints × ${MATRIX_CALLERS.length} callers.`,
        '✓ allowed (2xx), ✗ denied (401 anonymous, 403 no access, 404 someone else’s object), • passed the access',
        'check and refused by a business rule (409: no pending invitation / invitation still pending).',
        '"with permission" holds exactly the row’s permission (none for an any-member row); "without permission"',
        'holds every other one (for an any-member row: a member whose invitation is still pending).',
      ].join('\n'),
    );
    console.table(table);
    expect(mismatches).toEqual([]);
  });
});
