import { z } from 'zod';
import { defineRoute } from '../http';
import { CompanyDownload } from './business-data';

import { CompanyParams } from '../employees/employee';

/** The published downloads for all partner companies and those for this company; any accepted member. */
export const listCompanyDownloads = defineRoute({
  method: 'GET',
  path: '/b2b/v1/companies/{companyId}/downloads',
  summary: 'Files the university publishes for the company',
  params: CompanyParams,
  response: z.array(CompanyDownload),
});
