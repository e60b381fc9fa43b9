/**
 * The company notification endpoints in the company permission matrix (see `testing/permission-matrix.ts`).
 * Notifications belong to the signed-in user (decision 135). With the company under test's `companyId` every
 * accepted member is allowed (`permission: null`); the pending member and the other company's owner get 403.
 * Marking one notification read is only ever the recipient's: the cell's notification is the owner's, so every
 * other company user gets 404 (someone else's notification is never revealed).
 */
import type { MatrixRow } from '../../testing/permission-matrix';

export const notificationsMatrix: MatrixRow[] = [
  {
    endpoint: 'GET /b2b/v1/notifications',
    permission: null,
    request: ({ companyId }) => ({
      method: 'GET',
      url: `/b2b/v1/notifications?companyId=${companyId}&limit=4&offset=0`,
    }),
  },
  {
    endpoint: 'PATCH /b2b/v1/notifications/read',
    permission: null,
    request: ({ companyId }) => ({
      method: 'PATCH',
      url: `/b2b/v1/notifications/read?companyId=${companyId}`,
    }),
  },
  {
    endpoint: 'PATCH /b2b/v1/notifications/{id}/read',
    permission: null,
    setup: async ({ owner, companyId }) => {
      const created = await owner.json('POST', '/b2b/v1/notifications', {
        companyId,
        title: 'Matrix-Erinnerung',
        link: '/b2b/home',
      });
      if (created.status !== 201) throw new Error(`matrix setup: reminder failed with ${created.status}`);
      return { notificationId: created.body.id as string };
    },
    request: ({ ids }) => ({ method: 'PATCH', url: `/b2b/v1/notifications/${ids.notificationId}/read` }),
    expected: { 'with permission': 404, 'without permission': 404, 'other company owner': 404 },
  },
  {
    endpoint: 'POST /b2b/v1/notifications',
    permission: null,
    request: ({ companyId }) => ({
      method: 'POST',
      url: '/b2b/v1/notifications',
      body: { companyId, title: 'Matrix-Erinnerung', link: '/b2b/home' },
    }),
  },
];
