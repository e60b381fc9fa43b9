/**
 * The company permission matrix (issue 10, "What must be shown"): every company endpoint × six callers, with the
 * expected allow/deny per cell, printed as a table. Rows are data; each feature exports its rows from a
 * `*.matrix.ts` file and `company-permission-matrix.rows.ts` collects them, so adding endpoints is adding rows.
 *
 * Callers (columns): anonymous, an applicant, the company's owner, an employee holding exactly the row's
 * permission, an employee without it, and the owner of another company. A row with `permission: null` needs any
 * accepted membership: its "with" employee holds no permission at all, its "without" one has a pending
 * invitation. "Allowed" means a 2xx answer to a valid request; "denied" means 401 (anonymous) or 403.
 *
 * Every cell runs against a fresh company of its own row and gets fresh targets from `setup`, so a mutating
 * call (delete, edit) never changes what another cell sees.
 */
import type { CompanyPermission } from '@portal/contracts';
import type { HttpClient } from './http-client';
import type { testPeople } from './people';
import type { TestApp } from './test-app';

export const MATRIX_CALLERS = [
  'anonymous',
  'applicant',
  'owner',
  'with permission',
  'without permission',
  'other company owner',
] as const;
export type MatrixCaller = (typeof MATRIX_CALLERS)[number];

export interface MatrixSetupContext {
  t: TestApp;
  people: ReturnType<typeof testPeople>;
  companyId: string;
  /** The company's owner, signed in (to create documents, employees, … the call needs). */
  owner: HttpClient;
}

export interface MatrixRequestContext {
  companyId: string;
  /** What `setup` answered for this cell. */
  ids: Record<string, string>;
}

export interface MatrixRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** JSON body. */
  body?: unknown;
  /** A multipart body instead (uploads with part `file`). */
  form?: FormData;
}

/**
 * What a cell must answer: `allow` a 2xx, `deny` 401 or 403, a number exactly that status (e.g. 409: the call
 * passed the access check and was refused by a business rule; 404: someone else's object is never revealed).
 */
export type MatrixExpectation = 'allow' | 'deny' | number;

export interface MatrixRow {
  /** Method and contract path, e.g. `PATCH /b2b/v1/companies/{id}`. */
  endpoint: string;
  /** The permission the call needs; null: any accepted member. */
  permission: CompanyPermission | null;
  /** Creates the fresh targets of one cell (e.g. an employee to delete); answers their ids. */
  setup?: (ctx: MatrixSetupContext) => Promise<Record<string, string>>;
  /** A valid request, so that "allowed" is a 2xx answer. */
  request: (ctx: MatrixRequestContext) => MatrixRequest | Promise<MatrixRequest>;
  /**
   * Cells that differ from the company rule, e.g. `GET /b2b/v1/me` is every company user's own and so allowed to
   * the other company's owner and to a pending member.
   */
  expected?: Partial<Record<MatrixCaller, MatrixExpectation>>;
}

/** The company rule: the owner and the employee holding the permission are allowed, everyone else denied. */
export function expectedOutcome(row: MatrixRow, caller: MatrixCaller): MatrixExpectation {
  const override = row.expected?.[caller];
  if (override) return override;
  return caller === 'owner' || caller === 'with permission' ? 'allow' : 'deny';
}

/** Whether `status` is what `expected` asks for. */
export function meetsExpectation(expected: MatrixExpectation, status: number): boolean {
  if (expected === 'allow') return status >= 200 && status < 300;
  if (expected === 'deny') return status === 401 || status === 403;
  return status === expected;
}

/** One cell of the printed table: ✓ allowed (2xx), ✗ denied (401/403/404), • other; `≠` marks a wrong answer. */
export function cellText(expected: MatrixExpectation, status: number): string {
  const mark = status >= 200 && status < 300 ? '✓' : [401, 403, 404].includes(status) ? '✗' : '•';
  return `${mark} ${status}${meetsExpectation(expected, status) ? '' : ` ≠ expected ${expected}`}`;
}
