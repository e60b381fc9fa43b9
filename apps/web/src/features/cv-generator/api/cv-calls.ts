/**
 * The CV generator's calls: download (`POST /v1/cv-generator/upload`), mail (`/v1/cv-generator/send/upload`) and,
 * signed in, save to the documents (`POST /v1/application-portfolio`). Each sends the template markup rendered
 * from the draft (`cvHtml`), never the draft itself.
 */
import { renderCv, saveCvToPortfolio, sendCv, type CvDraft } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, apiFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { applicantKeys } from '../../../shared/query-keys';
import { useCvHtml } from '../model/cv-html';

export function useDownloadCv() {
  const cvHtml = useCvHtml();
  return useMutation({
    mutationFn: async (draft: CvDraft) => {
      const answer = await apiFile(renderCv, { body: { type: draft.template, html: cvHtml(draft) } });
      saveFile(answer, 'Lebenslauf.pdf');
    },
  });
}

export function useSendCv() {
  const cvHtml = useCvHtml();
  return useMutation({
    mutationFn: ({ draft, email }: { draft: CvDraft; email: string }) =>
      apiCall(sendCv, { body: { type: draft.template, html: cvHtml(draft), email } }),
  });
}

export function useSaveCvToDocuments() {
  const cvHtml = useCvHtml();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: CvDraft) =>
      apiCall(saveCvToPortfolio, { body: { type: draft.template, html: cvHtml(draft) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicantKeys.documents }),
  });
}
