/**
 * The centre of an account's postal code (decision 176), kept in step with `shipping_postal_code`: set with every
 * write of the postal code (`accountLocationOf`) and again for every account after a changed postal-code set was
 * loaded (`refreshAccountLocations`). The company's recommendations find the applicants near an opening by it.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './client';
import { accounts, postalCodeLocations } from './schema/index';

/**
 * The account columns that follow `shippingPostalCode` (decision 176): the centre of `postalCode` in the loaded set,
 * null when the set does not know it. Every write of the postal code sets them with it.
 */
export function accountLocationOf(postalCode: string | null | undefined): {
  postalCodeLatitude: SQL<number | null>;
  postalCodeLongitude: SQL<number | null>;
} {
  const code = postalCode?.trim() || null;
  return {
    postalCodeLatitude: sql<number | null>`(select ${postalCodeLocations.latitude} from ${postalCodeLocations}
      where ${postalCodeLocations.postalCode} = ${code}::text)`,
    postalCodeLongitude: sql<
      number | null
    >`(select ${postalCodeLocations.longitude} from ${postalCodeLocations}
      where ${postalCodeLocations.postalCode} = ${code}::text)`,
  };
}

/**
 * Sets every account's postal-code centre from the loaded set (decision 176), after a new set was loaded: only the
 * accounts whose centre changed are written; a postal code the set no longer knows gets none.
 */
export async function refreshAccountLocations(db: Pick<Database, 'execute'>): Promise<void> {
  await db.execute(sql`
    update ${accounts} as target
    set postal_code_latitude = place.latitude, postal_code_longitude = place.longitude
    from ${accounts} as account
    left join ${postalCodeLocations} as place on place.postal_code = trim(account.shipping_postal_code)
    where account.id = target.id
      and (target.postal_code_latitude is distinct from place.latitude
        or target.postal_code_longitude is distinct from place.longitude)`);
}
