import { z } from 'zod';
import { emailAddress, optionalText, phoneNumber } from '../common';
import { text } from '../text';
import { defineRoute } from '../http';
import { AdvisorProfile } from './advisor-profile';

/** Card fields; each optional (PATCH changes what is sent). Phone numbers as in the account; e-mail lower-case. */
export const UpdateAdvisorProfileBody = z.strictObject({
  name: text({ min: 2, max: 80 }).optional(),
  phone: phoneNumber(),
  mobilePhone: phoneNumber(),
  whatsappAvailable: z.boolean().optional(),
  email: emailAddress().optional(),
  city: optionalText(80),
});
export type UpdateAdvisorProfileBody = z.input<typeof UpdateAdvisorProfileBody>;

export const updateAdvisorProfile = defineRoute({
  method: 'PATCH',
  path: '/v1/advisor/profile',
  summary: "Change the signed-in study advisor's card data",
  body: UpdateAdvisorProfileBody,
  response: AdvisorProfile,
});
