/** Step 1 (personal data and documents), contracts and enrolment, profile. */
export { ApplicationDocumentsScreen } from './components/application-documents-screen';
export { ContractsScreen } from './components/contracts-screen';
export { ProfileScreen } from './components/profile-screen';
