/** The company's side of matching (decisions 154–160): reco and contacted tabs, applicant detail, contract, success. */
export { RecoTab } from './components/reco-tab';
export { ContactedTab } from './components/contacted-tab';
export { ApplicantDetailPage } from './components/applicant-detail-page';
export { ContractPage } from './components/contract-page';
export { SuccessPage } from './components/success-page';
