/**
 * The company's support-ticket endpoints in the company permission matrix (see `testing/permission-matrix.ts`).
 * Every accepted member may use them (decision 130): `permission: null`, so the employee without any permission
 * is allowed and the member whose invitation is still pending is denied. The owner of another company gets 403
 * (the address names a company they do not belong to). The company user's support notice flag is set through
 * `PATCH /b2b/v1/me` (see `features/company/me.matrix.ts`).
 */
import type { MatrixRow, MatrixSetupContext } from '../../testing/permission-matrix';

const base = (companyId: string) => `/b2b/v1/companies/${companyId}/support-tickets`;

/** A ticket of the cell's company, opened by its owner. */
async function ticketOf({ owner, companyId }: MatrixSetupContext) {
  const created = await owner.json('POST', base(companyId), {
    subject: 'Matrix-Anfrage',
    topic: 'other',
    text: 'Eine Anfrage für die Berechtigungsmatrix.',
  });
  if (created.status !== 201) throw new Error(`matrix setup: ticket failed with ${created.status}`);
  return { ticketId: created.body.id as string };
}

export const supportMatrix: MatrixRow[] = [
  {
    endpoint: 'GET /b2b/v1/companies/{companyId}/support-tickets',
    permission: null,
    request: ({ companyId }) => ({ method: 'GET', url: base(companyId) }),
  },
  {
    endpoint: 'POST /b2b/v1/companies/{companyId}/support-tickets',
    permission: null,
    request: ({ companyId }) => ({
      method: 'POST',
      url: base(companyId),
      body: {
        subject: 'Matrix-Anfrage',
        topic: 'account',
        text: 'Eine Anfrage für die Berechtigungsmatrix.',
      },
    }),
  },
  {
    endpoint: 'GET /b2b/v1/companies/{companyId}/support-tickets/{ticketId}',
    permission: null,
    setup: ticketOf,
    request: ({ companyId, ids }) => ({ method: 'GET', url: `${base(companyId)}/${ids.ticketId}` }),
  },
  {
    endpoint: 'POST /b2b/v1/companies/{companyId}/support-tickets/{ticketId}/messages',
    permission: null,
    setup: ticketOf,
    request: ({ companyId, ids }) => ({
      method: 'POST',
      url: `${base(companyId)}/${ids.ticketId}/messages`,
      body: { text: 'Eine Antwort für die Berechtigungsmatrix.' },
    }),
  },
];
