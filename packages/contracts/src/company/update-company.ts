import { z } from 'zod';
import { optionalText } from '../common';
import { shippingAddressIssues } from '../account/account-rules';
import { defineRoute } from '../http';
import { text } from '../text';
import { Company } from './company';
import { COMPANY_LIMITS, foundedOnDate, nameList, SocialMediaInput, webAddress } from './company-data';

const L = COMPANY_LIMITS;

/**
 * Master data of a company (decision 110). PATCH changes exactly the fields sent; empty text clears a field
 * (the name cannot be cleared). The country is an ISO 3166-1 alpha-2 code; for DE, AT, CH and LI the postal
 * code must have 5 or 4 digits (the rule of the applicant address, checked when both are sent). Lists drop
 * empty and repeated entries. Needs `edit company master data`.
 */
export const UpdateCompanyBody = z
  .strictObject({
    name: text({ min: 1, max: L.nameMax }).optional(),
    street: optionalText(L.streetMax),
    postalCode: optionalText(L.postalCodeMax),
    city: optionalText(L.cityMax),
    country: text({ length: 2, max: 2 })
      .regex(/^[A-Za-z]{2}$/, { error: 'invalid_option' })
      .transform((v) => v.toUpperCase())
      .nullable()
      .optional(),
    commercialRegister: optionalText(L.commercialRegisterMax),
    court: optionalText(L.courtMax),
    foundedOn: foundedOnDate(),
    managingDirectors: nameList(L.managingDirectorsMax),
    employeeCount: z.number().int().min(0).max(L.employeeCountMax).nullable().optional(),
    locations: nameList(L.locationsMax),
    website: webAddress(),
    socialMedia: SocialMediaInput.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.country === undefined || body.postalCode === undefined) return;
    for (const issue of shippingAddressIssues({
      shippingCountry: body.country,
      shippingPostalCode: body.postalCode,
    })) {
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: issue.rule, params: issue.params });
    }
  });
export type UpdateCompanyBody = z.input<typeof UpdateCompanyBody>;

export const updateCompany = defineRoute({
  method: 'PATCH',
  path: '/b2b/v1/companies/{id}',
  summary: "Change the company's master data (permission `edit company master data`)",
  params: z.object({ id: z.uuid() }),
  body: UpdateCompanyBody,
  response: Company,
});
