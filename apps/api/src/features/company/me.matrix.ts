/**
 * Rows of the company permission matrix (issue 10) for the "me" endpoints: the signed-in company user's own data,
 * company choice, consents, notification settings and profile picture. The coordinator's matrix test calls each
 * row as {anonymous, applicant, owner, employee with the permission, employee without it, owner of another
 * company}.
 *
 * Shape of a row:
 * - `permission: null`: every company user may call it (no company permission); applicants 403, anonymous 401.
 * - `path(companyId)`: the address for the cell's actor, with `companyId` = the company under test.
 * - `expect`: what "allowed" means when it is not 200 (e.g. 409 for accepting an invitation that is not pending:
 *   the call passed authorization and was refused as a business rule).
 * - `ownCompanyOnly`: the row acts on the caller's own membership in `companyId`; the owner of another company
 *   gets 403 (no membership there), everyone with a membership passes.
 * - `multipart`: the body is a multipart upload (part `file`, a PNG); the test builds it.
 */
export interface MatrixRow {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: (companyId: string) => string;
  permission: null;
  body?: unknown;
  expect?: number;
  ownCompanyOnly?: boolean;
  multipart?: boolean;
}

export const meMatrix: MatrixRow[] = [
  { name: 'me: read', method: 'GET', path: (id) => `/b2b/v1/me?companyId=${id}`, permission: null },
  {
    name: 'me: change own data',
    method: 'PATCH',
    path: () => '/b2b/v1/me',
    permission: null,
    body: { position: 'Matrix' },
  },
  {
    name: 'me: set default company',
    method: 'POST',
    path: (id) => `/b2b/v1/me/companies/${id}/set-default`,
    permission: null,
    ownCompanyOnly: true,
  },
  {
    name: 'me: accept invitation (none pending → 409)',
    method: 'POST',
    path: (id) => `/b2b/v1/me/companies/${id}/accept-invitation`,
    permission: null,
    ownCompanyOnly: true,
    expect: 409,
  },
  {
    name: 'me: decline invitation (none pending → 409)',
    method: 'POST',
    path: (id) => `/b2b/v1/me/companies/${id}/decline-invitation`,
    permission: null,
    ownCompanyOnly: true,
    expect: 409,
  },
  {
    name: 'consents: set',
    method: 'PUT',
    path: () => '/b2b/v1/consents',
    permission: null,
    body: [{ type: 'amplitude', hasOptedIn: false }],
  },
  {
    name: 'me: notification settings read',
    method: 'GET',
    path: () => '/b2b/v1/me/notification-settings',
    permission: null,
  },
  {
    name: 'me: notification settings replace',
    method: 'PUT',
    path: () => '/b2b/v1/me/notification-settings',
    permission: null,
    body: { applicant_match: true, support_ticket_answered: true, invitation_accepted: true, news: false },
  },
  {
    name: 'me: upload profile picture',
    method: 'POST',
    path: () => '/b2b/v1/me/profile-picture',
    permission: null,
    multipart: true,
  },
  {
    name: 'me: remove profile picture',
    method: 'DELETE',
    path: () => '/b2b/v1/me/profile-picture',
    permission: null,
  },
];
