import { z } from 'zod';
import { optionalText } from '../common';
import { defineRoute } from '../http';
import { text } from '../text';
import { Company } from './company';
import { bicInput, COMPANY_LIMITS, ibanInput } from './company-data';

/**
 * The company's bank account (decision 112), sent as a whole: account holder and IBAN required, BIC, bank name
 * and city optional (the bank-info lookup fills them for German IBANs). The IBAN is normalised (spaces removed,
 * upper case) and checked for its country format and check digits with `ibantools`, the same check as the web
 * form. Needs `edit company payment details`; the IBAN never reaches a log (decision 069).
 */
export const UpdatePaymentDetailsBody = z.strictObject({
  ownerName: text({ min: 1, max: COMPANY_LIMITS.bankOwnerNameMax }),
  iban: ibanInput(),
  bic: bicInput(),
  bankName: optionalText(COMPANY_LIMITS.bankNameMax),
  city: optionalText(COMPANY_LIMITS.bankCityMax),
});
export type UpdatePaymentDetailsBody = z.input<typeof UpdatePaymentDetailsBody>;

export const updatePaymentDetails = defineRoute({
  method: 'PATCH',
  path: '/b2b/v1/companies/{id}/payment-details',
  summary: "Change the company's bank account (permission `edit company payment details`)",
  params: z.object({ id: z.uuid() }),
  body: UpdatePaymentDetailsBody,
  response: Company,
});
