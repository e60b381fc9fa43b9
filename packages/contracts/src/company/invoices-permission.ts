import type { CompanyPermission } from '../enums';

/**
 * Who sees the company's invoices and notices (`/accounting/invoices`, `/accounting/notices`, the PDFs and the
 * `/b2b/invoices` screen): owners and holders of `edit company payment details`, the people who settle them
 * (decision 182). The spec's eleven permissions have no own one for reading invoices.
 */
export const INVOICES_PERMISSION: CompanyPermission = 'edit company payment details';
