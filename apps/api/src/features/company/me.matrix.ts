/**
 * The "me" endpoints in the company permission matrix (see `testing/permission-matrix.ts`): the signed-in
 * company user's own data, company choice, consents, notification settings and profile picture. None needs a
 * company permission (`permission: null`).
 *
 * - Calls on the user's own record are every company user's, whatever company they belong to: allowed to the
 *   owner of another company and to a member whose invitation is still pending ("without permission" column of
 *   an any-member row).
 * - Calls on the user's membership in `{id}` (set-default, accept, decline) need a membership there: the other
 *   company's owner gets 403. Accepting or declining with no pending invitation passes the access check and is
 *   refused as a business rule (409); only the pending member actually accepts or declines.
 */
import sharp from 'sharp';
import type { MatrixRow } from '../../testing/permission-matrix';

const own = { 'other company owner': 'allow', 'without permission': 'allow' } as const;

export const meMatrix: MatrixRow[] = [
  {
    endpoint: 'GET /b2b/v1/me',
    permission: null,
    request: () => ({ method: 'GET', url: '/b2b/v1/me' }),
    expected: own,
  },
  {
    endpoint: 'PATCH /b2b/v1/me',
    permission: null,
    request: () => ({
      method: 'PATCH',
      url: '/b2b/v1/me',
      body: { position: 'Matrix', metadata: { hideSupportTicketNotice: true } },
    }),
    expected: own,
  },
  {
    endpoint: 'POST /b2b/v1/me/companies/{id}/set-default',
    permission: null,
    request: ({ companyId }) => ({ method: 'POST', url: `/b2b/v1/me/companies/${companyId}/set-default` }),
    // A pending invitation is answered in the overlay first (COMPANY_INVITATION_PENDING).
    expected: { 'without permission': 409 },
  },
  {
    endpoint: 'POST /b2b/v1/me/companies/{id}/accept-invitation',
    permission: null,
    request: ({ companyId }) => ({
      method: 'POST',
      url: `/b2b/v1/me/companies/${companyId}/accept-invitation`,
    }),
    expected: { owner: 409, 'with permission': 409, 'without permission': 'allow' },
  },
  {
    endpoint: 'POST /b2b/v1/me/companies/{id}/decline-invitation',
    permission: null,
    request: ({ companyId }) => ({
      method: 'POST',
      url: `/b2b/v1/me/companies/${companyId}/decline-invitation`,
    }),
    expected: { owner: 409, 'with permission': 409, 'without permission': 'allow' },
  },
  {
    endpoint: 'PUT /b2b/v1/consents',
    permission: null,
    request: () => ({
      method: 'PUT',
      url: '/b2b/v1/consents',
      body: [{ type: 'amplitude', hasOptedIn: false }],
    }),
    expected: own,
  },
  {
    endpoint: 'GET /b2b/v1/me/notification-settings',
    permission: null,
    request: () => ({ method: 'GET', url: '/b2b/v1/me/notification-settings' }),
    expected: own,
  },
  {
    endpoint: 'PUT /b2b/v1/me/notification-settings',
    permission: null,
    request: () => ({
      method: 'PUT',
      url: '/b2b/v1/me/notification-settings',
      body: { applicant_match: true, support_ticket_answered: false, invitation_accepted: true, news: false },
    }),
    expected: own,
  },
  {
    endpoint: 'POST /b2b/v1/me/profile-picture',
    permission: null,
    request: async () => {
      const png = await sharp({
        create: { width: 64, height: 64, channels: 3, background: { r: 40, g: 90, b: 160 } },
      })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)]), 'matrix.png');
      return { method: 'POST', url: '/b2b/v1/me/profile-picture', form };
    },
    expected: own,
  },
  {
    endpoint: 'DELETE /b2b/v1/me/profile-picture',
    permission: null,
    request: () => ({ method: 'DELETE', url: '/b2b/v1/me/profile-picture' }),
    expected: own,
  },
];
