/** The company's business data pages (issue 12, decisions 205–214): the router's entry. */
export { DownloadsPage } from './components/downloads-page';
export { UpskillingPage } from './components/upskilling-page';
export { StudentsPage } from './components/students-page';
export { InvoicesPage } from './components/invoices-page';
