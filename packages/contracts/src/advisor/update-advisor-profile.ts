import { z } from 'zod';
import { optionalText } from '../common';
import { defineRoute } from '../http';
import { AdvisorProfile } from './advisor-profile';

const phone = () =>
  z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()/-]{6,25}$/, { error: 'phone' })
    .nullable()
    .optional();

/** Card fields; each optional (PATCH changes what is sent). Phone numbers as in the account; e-mail lower-case. */
export const UpdateAdvisorProfileBody = z.strictObject({
  name: z.string().trim().min(2).max(80).optional(),
  phone: phone(),
  mobilePhone: phone(),
  whatsappAvailable: z.boolean().optional(),
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email())
    .transform((value) => value.toLowerCase())
    .optional(),
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
