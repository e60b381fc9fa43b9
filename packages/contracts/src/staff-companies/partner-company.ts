import { z } from 'zod';
import { emailAddress, IsoDateTime } from '../common';
import { Salutation } from '../enums';
import { text } from '../text';

/** A partner company as the staff's list shows it (decision 124). */
export const PartnerCompany = z.object({
  id: z.uuid(),
  name: z.string(),
  owner: z
    .object({
      name: z.string().nullable(),
      email: z.email(),
      invitationPending: z.boolean(),
    })
    .nullable(),
  employeeCount: z.number().int(),
  createdAt: IsoDateTime,
});
export type PartnerCompany = z.infer<typeof PartnerCompany>;

/** `POST /v1/staff/companies`: the company and its owner, who is invited by mail. */
export const CreatePartnerCompanyBody = z.strictObject({
  name: text({ min: 2, max: 160 }),
  owner: z.strictObject({
    salutation: Salutation.nullable().optional(),
    firstName: text({ min: 1, max: 80 }),
    lastName: text({ min: 1, max: 80 }),
    email: emailAddress(),
  }),
});
export type CreatePartnerCompanyBody = z.infer<typeof CreatePartnerCompanyBody>;
