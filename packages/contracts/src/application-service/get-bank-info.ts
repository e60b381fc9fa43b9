import { z } from 'zod';
import { ibanInput } from '../company/company-data';
import { defineRoute } from '../http';

/** What the bank-code list says about the bank of a German IBAN. `city` only when the list carries it. */
export const BankInfo = z.object({
  bankCode: z.string(),
  bankName: z.string(),
  bic: z.string().nullable(),
  city: z.string().nullable(),
});
export type BankInfo = z.infer<typeof BankInfo>;

/**
 * Bank of a German IBAN from the Bundesbank bank-code list shipped with the product (`bankdata-germany`,
 * offline; decision 114). Public like the rest of the second service, rate-limited per client. An invalid IBAN
 * answers 400 (IBAN rules), a valid non-German one 422 (code 2120), a bank code the list does not know 404
 * (code 2121) — never a guess. The IBAN is never logged (the request log shows the path masked).
 */
export const getBankInfo = defineRoute({
  method: 'GET',
  path: '/application-service/v1/bank-info/{iban}',
  summary: 'Bank name and BIC of a German IBAN',
  params: z.object({ iban: ibanInput() }),
  response: BankInfo,
});
