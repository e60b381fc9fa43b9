/** Staff's screens for company content and invoices (issue 12, decisions 205–214): the router's entry. */
export { CompanyContentPage } from './components/company-content-page';
export { StaffInvoicesPage } from './components/staff-invoices-page';
