/**
 * Permission-matrix rows of the company notification calls (shape: see `features/support/support.matrix.ts`).
 * Notifications belong to the signed-in user: without `companyId` every company user is allowed (and sees only
 * their own); with the company under test's `companyId`, the other company's owner gets 403.
 */
import type { HttpClient } from '../../testing/http-client';

interface MatrixRow {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: (companyId: string, ids: Record<string, string>) => string;
  permission: string | null;
  body?: unknown;
  setup?: (owner: { client: HttpClient; companyId: string }) => Promise<Record<string, string>>;
  expect?: number;
}

export const notificationsMatrix: MatrixRow[] = [
  {
    name: 'list notifications of the company',
    method: 'GET',
    path: (companyId) => `/b2b/v1/notifications?companyId=${companyId}`,
    permission: null,
  },
  {
    name: 'mark all notifications of the company read',
    method: 'PATCH',
    path: (companyId) => `/b2b/v1/notifications/read?companyId=${companyId}`,
    permission: null,
  },
  {
    name: 'create reminder in the company',
    method: 'POST',
    path: () => '/b2b/v1/notifications',
    permission: null,
    // `companyId` is filled in by the harness (the company under test).
    body: { companyId: '{companyId}', title: 'Matrix-Erinnerung', link: '/b2b/home' },
    expect: 201,
  },
];
