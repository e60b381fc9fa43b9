/**
 * Composition of step 1 "Persönliche Daten und Unterlagen", contracts and enrolment, the profile and the
 * document preview: the screens of `features/personal-data` render the documents module
 * (`features/documents`), which features may not import themselves, so the route hands it in.
 */
import { DocumentList, DocumentPreviewPage, DocumentUploadCard, useDocuments } from '../../shared/documents';
import {
  ApplicationDocumentsScreen,
  ContractsScreen,
  DocumentsUiProvider,
  ProfileScreen,
  type DocumentsUi,
} from '../../features/personal-data';

const documentsUi: DocumentsUi = { UploadCard: DocumentUploadCard, List: DocumentList, useDocuments };

export function ApplicationDocumentsRoute() {
  return (
    <DocumentsUiProvider value={documentsUi}>
      <ApplicationDocumentsScreen />
    </DocumentsUiProvider>
  );
}

export function ContractsRoute() {
  return (
    <DocumentsUiProvider value={documentsUi}>
      <ContractsScreen />
    </DocumentsUiProvider>
  );
}

export function ProfileRoute() {
  return <ProfileScreen />;
}

export function DocumentPreviewRoute() {
  return <DocumentPreviewPage />;
}
