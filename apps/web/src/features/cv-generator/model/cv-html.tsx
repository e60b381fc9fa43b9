/** The draft's template markup as the server receives it: the preview's component rendered to static HTML. */
import type { CvDraft } from '@portal/contracts';
import { useCallback } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { useTranslation } from 'react-i18next';
import { CvDocument } from '../components/cv-document';

export function useCvHtml() {
  const { t, i18n } = useTranslation('cv-generator');
  return useCallback(
    (draft: CvDraft) =>
      renderToStaticMarkup(<CvDocument draft={draft} t={t} dir={i18n.dir()} lang={i18n.language} />),
    [t, i18n],
  );
}
