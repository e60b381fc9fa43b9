/**
 * The file of an applicant's document (`document.file`, the advisor's preview address), fetched as a blob with
 * the bearer token (tokens never go into addresses, decision 008) and opened as an object URL.
 */
import { ApiError } from '../../../lib/http';
import { getToken } from '../../../lib/storage';

export async function openApplicantDocument(fileUrl: string): Promise<void> {
  // Opened synchronously (popup blockers), filled when the file is there.
  const target = window.open('', '_blank');
  const headers = new Headers({ Accept: '*/*' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    const response = await fetch(fileUrl, { headers, credentials: 'include' });
    if (!response.ok) throw new ApiError(response.status, response.status);
    const url = URL.createObjectURL(await response.blob());
    if (target) target.location.href = url;
    else window.location.assign(url);
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    target?.close();
    throw error;
  }
}
