/** `GET /b2b/v1/companies/{companyId}/downloads` and the file of one download. */
import { downloadCompanyFile, listCompanyDownloads } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall, apiFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { companyKeys } from '../../../shared/query-keys';

export function useCompanyDownloads(companyId: string | null) {
  return useQuery({
    queryKey: companyKeys.downloads(companyId ?? ''),
    queryFn: () => apiCall(listCompanyDownloads, { params: { companyId: companyId! } }),
    enabled: !!companyId,
  });
}

export async function saveDownload(companyId: string, downloadId: string, fileName: string): Promise<void> {
  saveFile(await apiFile(downloadCompanyFile, { params: { companyId, downloadId } }), fileName);
}
