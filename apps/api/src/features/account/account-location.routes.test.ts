/**
 * The account's postal-code centre (decision 176): `PATCH /v1/account` sets it with every new postal code, from the
 * shipped postal-code set; a postal code the set does not know (or an address abroad) gives none; a change of
 * other fields or a rejected change leaves it as it was. The company's recommendations find applicants by it.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, postalCodeLocations } from '../../db/schema/index';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testPeople } from '../../testing/people';
import type { HttpClient } from '../../testing/http-client';

let t: TestApp;
let people: ReturnType<typeof testPeople>;
beforeAll(async () => {
  t = await startTestApp();
  people = testPeople(t);
});
afterEach(() => people.cleanup());
afterAll(() => t?.close());

async function centre(accountId: string) {
  const [row] = await t.app.db
    .select({ latitude: accounts.postalCodeLatitude, longitude: accounts.postalCodeLongitude })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row!;
}

async function shipped(postalCode: string) {
  const [row] = await t.app.db
    .select({ latitude: postalCodeLocations.latitude, longitude: postalCodeLocations.longitude })
    .from(postalCodeLocations)
    .where(eq(postalCodeLocations.postalCode, postalCode));
  return row;
}

const patch = (client: HttpClient, body: unknown) => client.json('PATCH', '/v1/account', body);

describe('the postal-code centre of the account', () => {
  it('follows every saved postal code; an unknown one gives none', async () => {
    const { client, accountId } = await people.applicant();
    expect(await centre(accountId)).toEqual({ latitude: null, longitude: null });

    const saved = await patch(client, { shippingCountry: 'DE', shippingPostalCode: '20095' });
    expect(saved.status).toBe(200);
    expect(await centre(accountId)).toEqual({ latitude: 53.5508, longitude: 10.0017 });

    expect((await patch(client, { shippingPostalCode: '80331' })).status).toBe(200);
    const munich = await shipped('80331');
    expect(munich).toBeDefined();
    expect(await centre(accountId)).toEqual(munich);

    // Five digits, so a valid German postal code for the account rules, but the shipped set has no centre for it.
    expect(await shipped('20038')).toBeUndefined();
    expect((await patch(client, { shippingPostalCode: '20038' })).status).toBe(200);
    expect(await centre(accountId)).toEqual({ latitude: null, longitude: null });
  });

  it('an address abroad has no centre', async () => {
    const { client, accountId } = await people.applicant({
      account: { shippingCountry: 'DE', shippingPostalCode: '20095' },
    });
    expect(await centre(accountId)).toEqual({ latitude: 53.5508, longitude: 10.0017 });
    const abroad = await patch(client, { shippingCountry: 'AT', shippingPostalCode: '1010' });
    expect(abroad.status).toBe(200);
    expect(await centre(accountId)).toEqual({ latitude: null, longitude: null });
  });

  it('other changes and a rejected change leave it as it was', async () => {
    const { client, accountId } = await people.applicant({
      account: { shippingCountry: 'DE', shippingPostalCode: '20095' },
    });
    expect((await patch(client, { practicePartnerMaxDistance: 10 })).status).toBe(200);
    expect(await centre(accountId)).toEqual({ latitude: 53.5508, longitude: 10.0017 });

    // A German postal code needs five digits (spec part 1 §5): 422, nothing written.
    const rejected = await patch(client, { shippingPostalCode: '8033' });
    expect(rejected.status).toBe(422);
    expect(await centre(accountId)).toEqual({ latitude: 53.5508, longitude: 10.0017 });
    const [row] = await t.app.db
      .select({ postalCode: accounts.shippingPostalCode })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    expect(row!.postalCode).toBe('20095');
  });
});
