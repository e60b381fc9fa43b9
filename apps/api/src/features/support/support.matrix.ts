/**
 * Permission-matrix rows of the company's support-ticket calls (issue 10: every company endpoint × {anonymous,
 * applicant, owner, employee with exactly the needed permission, employee without it, owner of another company}).
 *
 * Row shape (unified by the coordinator at merge):
 * - `path(companyId, ids)`: the address for the company under test; `ids` are what `setup` answered.
 * - `permission`: the company permission the call needs; `null` = every accepted member (decision 130), so the
 *   employee without permissions is allowed too. Owners of another company get 403 (their address names a
 *   company they do not belong to); anonymous 401; applicants 403.
 * - `setup(owner)`: runs once as the company's owner before the row; answers the ids the path needs.
 * - `expect`: the success status for allowed callers.
 */
import type { HttpClient } from '../../testing/http-client';

export interface MatrixRow {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: (companyId: string, ids: Record<string, string>) => string;
  permission: string | null;
  body?: unknown;
  setup?: (owner: { client: HttpClient; companyId: string }) => Promise<Record<string, string>>;
  expect?: number;
}

/** A ticket of the company under test, opened by its owner. */
async function ticketOf(owner: { client: HttpClient; companyId: string }) {
  const created = await owner.client.json('POST', `/b2b/v1/companies/${owner.companyId}/support-tickets`, {
    subject: 'Matrix-Anfrage',
    topic: 'other',
    text: 'Eine Anfrage für die Berechtigungsmatrix.',
  });
  return { ticketId: created.body.id as string };
}

export const supportMatrix: MatrixRow[] = [
  {
    name: 'list support tickets',
    method: 'GET',
    path: (companyId) => `/b2b/v1/companies/${companyId}/support-tickets`,
    permission: null,
  },
  {
    name: 'open support ticket',
    method: 'POST',
    path: (companyId) => `/b2b/v1/companies/${companyId}/support-tickets`,
    permission: null,
    body: { subject: 'Matrix-Anfrage', topic: 'account', text: 'Eine Anfrage für die Berechtigungsmatrix.' },
    expect: 201,
  },
  {
    name: 'get support ticket',
    method: 'GET',
    path: (companyId, ids) => `/b2b/v1/companies/${companyId}/support-tickets/${ids.ticketId}`,
    permission: null,
    setup: ticketOf,
  },
  {
    name: 'reply to support ticket',
    method: 'POST',
    path: (companyId, ids) => `/b2b/v1/companies/${companyId}/support-tickets/${ids.ticketId}/messages`,
    permission: null,
    body: { text: 'Eine Antwort für die Berechtigungsmatrix.' },
    setup: ticketOf,
    expect: 201,
  },
  {
    // Not company-scoped: every company user stores their own flag (another company's owner is allowed too).
    name: 'hide support ticket notice (own metadata)',
    method: 'PUT',
    path: () => '/b2b/v1/me/metadata/hide-support-ticket-notice',
    permission: null,
  },
];
