/** Step 1 "Persönliche Daten und Unterlagen", contracts and enrolment, the profile and the document preview. */
import { DocumentPreviewPage } from '../../shared/documents';
import { ApplicationDocumentsScreen, ContractsScreen, ProfileScreen } from '../../features/personal-data';

export function ApplicationDocumentsRoute() {
  return <ApplicationDocumentsScreen />;
}

export function ContractsRoute() {
  return <ContractsScreen />;
}

export function ProfileRoute() {
  return <ProfileScreen />;
}

export function DocumentPreviewRoute() {
  return <DocumentPreviewPage />;
}
