import { z } from 'zod';
import { PaymentType } from '../enums';
import { defineRoute } from '../http';
import { Company } from './company';

/**
 * How the company pays (decision 113): `direct_transfer` (the company transfers each invoice) or `sepa` (the
 * university collects by SEPA direct debit). SEPA needs the agreement confirmation ticked (rule
 * `must_be_ticked`: "Muss bestätigt werden.") and stored bank details (else 409, code 2123); the server then
 * assigns the mandate reference. Needs `edit company payment details`.
 */
export const UpdatePaymentTypeBody = z
  .strictObject({
    paymentType: PaymentType,
    sepaConfirmed: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.paymentType === 'sepa' && body.sepaConfirmed !== true) {
      ctx.addIssue({ code: 'custom', path: ['sepaConfirmed'], message: 'must_be_ticked' });
    }
  });
export type UpdatePaymentTypeBody = z.input<typeof UpdatePaymentTypeBody>;

/** SEPA mandate reference the server assigns: `DSP-` + year + `-` + 10 characters (decision 113). */
export const MANDATE_REFERENCE_PATTERN = /^DSP-\d{4}-[0-9A-HJKMNP-TV-Z]{10}$/;

export const updatePaymentType = defineRoute({
  method: 'PATCH',
  path: '/b2b/v1/companies/{id}/payment-type',
  summary: 'Choose direct transfer or SEPA direct debit (permission `edit company payment details`)',
  params: z.object({ id: z.uuid() }),
  body: UpdatePaymentTypeBody,
  response: Company,
});
