/**
 * Composition of path steps 2–5 (`features/applicant-path`): step 5 lets the person upload CV and motivation letter
 * with the documents module's upload card (`features/documents`), which features may not import themselves, so the
 * route hands it in (decision 032).
 */
import { DocumentUploadCard } from '../../shared/documents';
import {
  AbilitiesStep,
  InfoStep,
  InterviewStep,
  PathDocumentsUiProvider,
  SearchStep,
  type PathDocumentsUi,
} from '../../features/applicant-path';

const documentsUi: PathDocumentsUi = { UploadCard: DocumentUploadCard };

export function AbilitiesRoute() {
  return <AbilitiesStep />;
}

export function InfoRoute() {
  return <InfoStep />;
}

export function InterviewRoute() {
  return <InterviewStep />;
}

export function SearchRoute() {
  return (
    <PathDocumentsUiProvider value={documentsUi}>
      <SearchStep />
    </PathDocumentsUiProvider>
  );
}
