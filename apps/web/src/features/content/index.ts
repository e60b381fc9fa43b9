/** Editorial content for readers (issue 12): applicant tips, FAQ and news detail; company news list and detail. */
export { TipsPage } from './components/tips-page';
export { FaqPage } from './components/faq-page';
export { ApplicantNewsPage } from './components/applicant-news-page';
export { CompanyNewsDetailPage, CompanyNewsListPage } from './components/company-news-pages';
