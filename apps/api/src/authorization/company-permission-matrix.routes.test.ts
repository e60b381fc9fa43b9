/**
 * The company permission matrix (issue 10, "What must be shown"): every company endpoint × {anonymous, applicant,
 * owner, employee with exactly the needed permission, employee without it, owner of another company}, each cell
 * a real HTTP call against a real database with its own fresh company and targets. The table of expected and
 * actual outcomes is printed to the test output; the test fails on the first cell that differs.
 */
import type { CompanyPermission } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_PERMISSION_MATRIX } from '../testing/company-permission-matrix.rows';
import type { HttpClient } from '../testing/http-client';
import {
  expectedOutcome,
  MATRIX_CALLERS,
  type MatrixCaller,
  type MatrixRow,
} from '../testing/permission-matrix';
import { testPeople } from '../testing/people';
import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let people: ReturnType<typeof testPeople>;

beforeAll(async () => {
  t = await startTestApp();
  people = testPeople(t);
});
afterAll(async () => {
  await people?.cleanup();
  await t?.close();
});

interface Cell {
  caller: MatrixCaller;
  expected: 'allow' | 'deny';
  status: number;
}

/** The caller of one cell, in a fresh company of its own (with its owner for the setup). */
async function cellCallers(row: MatrixRow, caller: MatrixCaller) {
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
        ? (
            [
              'create employees',
              'edit employees',
              'delete employees',
              'edit company master data',
              'edit company portrait',
              'edit company payment details',
              'create job openings',
              'edit job openings',
              'request contracts',
              'edit contracts',
              'view student contracts',
            ] as const
          ).filter((p) => p !== row.permission)
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

describe('company permission matrix', () => {
  it('answers every company endpoint × caller as expected', { timeout: 120_000 }, async () => {
    const table: Record<string, Record<string, string>> = {};
    const mismatches: string[] = [];
    for (const row of COMPANY_PERMISSION_MATRIX) {
      const cells: Cell[] = [];
      for (const caller of MATRIX_CALLERS) {
        const { owner, companyId, client } = await cellCallers(row, caller);
        const ids = row.setup ? await row.setup({ t, people, companyId, owner: owner.client }) : {};
        const request = row.request({ companyId, ids });
        const answer = await client.json(request.method, request.url, request.body);
        cells.push({ caller, expected: expectedOutcome(row, caller), status: answer.status });
      }
      table[row.endpoint] = {
        permission: row.permission ?? '(any member)',
        ...Object.fromEntries(
          cells.map((cell) => {
            const allowed = cell.status >= 200 && cell.status < 300;
            const denied = cell.status === 401 || cell.status === 403;
            const ok = cell.expected === 'allow' ? allowed : denied;
            if (!ok)
              mismatches.push(
                `${row.endpoint} as ${cell.caller}: expected ${cell.expected}, got ${cell.status}`,
              );
            return [
              cell.caller,
              `${cell.expected === 'allow' ? 'allow' : 'deny'} ${cell.status}${ok ? '' : ' ✗'}`,
            ];
          }),
        ),
      };
    }
    console.log(
      `Company permission matrix: ${COMPANY_PERMISSION_MATRIX.length} endpoints × ${MATRIX_CALLERS.length} callers ("without permission" of an any-member row: invitation pending)`,
    );
    console.table(table);
    expect(mismatches).toEqual([]);
  });
});
