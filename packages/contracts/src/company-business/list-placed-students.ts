import { z } from 'zod';
import { defineRoute } from '../http';
import { PlacedStudent } from './business-data';
import { CompanyParams } from '../employees/employee';

/**
 * The dual students placed with the company: matches with an accepted offer on its openings (decision 207).
 * Only with `view student contracts`.
 */
export const listPlacedStudents = defineRoute({
  method: 'GET',
  path: '/b2b/v1/companies/{companyId}/students',
  summary: 'The dual students placed with the company',
  params: CompanyParams,
  response: z.array(PlacedStudent),
});
