/**
 * The company news endpoints in the company permission matrix (see `testing/permission-matrix.ts`). News are
 * for every company user with an accepted membership (decision 185): `permission: null`; the owner of another
 * company is a member of a company too and reads the same news, the member with a pending invitation is denied.
 */
import type { MatrixRow } from '../../testing/permission-matrix';

export const contentMatrix: MatrixRow[] = [
  {
    endpoint: 'GET /b2b/v1/news',
    permission: null,
    request: () => ({ method: 'GET', url: '/b2b/v1/news?page=1&perPage=3' }),
    expected: { 'other company owner': 'allow' },
  },
  {
    endpoint: 'GET /b2b/v1/news/{id}',
    permission: null,
    setup: async ({ people }) => {
      const staff = await people.staff();
      const created = await staff.client.json('POST', '/v1/staff/content', {
        kind: 'news',
        audience: 'company',
        unit: 'both',
        language: 'de',
        title: 'Matrix-Neuigkeit',
        teaser: 'Eine Neuigkeit für die Berechtigungsmatrix.',
        body: 'Text der Neuigkeit.',
      });
      if (created.status !== 201) throw new Error(`matrix setup: news failed with ${created.status}`);
      const id = created.body.id as string;
      const published = await staff.client.json('POST', `/v1/staff/content/${id}/publish`, {});
      if (published.status !== 200) throw new Error(`matrix setup: publish failed with ${published.status}`);
      return { newsId: id };
    },
    request: ({ ids }) => ({ method: 'GET', url: `/b2b/v1/news/${ids.newsId}` }),
    expected: { 'other company owner': 'allow' },
  },
];
