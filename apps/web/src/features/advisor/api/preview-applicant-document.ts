/**
 * `GET /v1/advisor/applicants/{accountId}/documents/{documentId}/preview`: the file of an applicant's document,
 * fetched as a blob with the bearer token (tokens never go into addresses, decision 008) and opened as an
 * object URL.
 */
import { previewApplicantDocument, type AdvisorDocumentParams } from '@portal/contracts';
import { apiFile } from '../../../lib/api-client';

export async function openApplicantDocument(params: AdvisorDocumentParams): Promise<void> {
  // Opened synchronously (popup blockers), filled when the file is there.
  const target = window.open('', '_blank');
  try {
    const { blob } = await apiFile(previewApplicantDocument, { params });
    const url = URL.createObjectURL(blob);
    if (target) target.location.href = url;
    else window.location.assign(url);
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    target?.close();
    throw error;
  }
}
