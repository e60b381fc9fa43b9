/**
 * The applicant home with the documents module's direct upload for rejected documents in its next steps
 * (decision 075) and the self-matching teaser (decision 151): features do not import each other, so the route
 * composes them.
 */
import { ApplicantAreaHome as AreaHome } from '../../features/applicant/components/applicant-home';
import { SelfMatchingTeaser } from '../../features/selfmatching/components/selfmatching-teaser';
import { DocumentReuploadButton } from '../../shared/documents';

export function ApplicantAreaHome() {
  return <AreaHome reuploadAction={DocumentReuploadButton} selfMatchingTeaser={SelfMatchingTeaser} />;
}
