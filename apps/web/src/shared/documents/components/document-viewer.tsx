/**
 * Shows a document's file: PDFs in a frame, pictures as images, Word files as a download (browsers cannot
 * show them). The file is fetched with the login token and shown from an object URL.
 */
import { AlertCircle, Download, ExternalLink, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentPreview } from '../api/preview-document';
import { isInlinePreview } from '../utils/document-rules';

export function DocumentViewer({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation('documents');
  const preview = useDocumentPreview(id);

  if (preview.isPending) {
    return (
      <div className="flex min-h-48 items-center justify-center">
        <Spinner size="lg" label={t('preview.loading')} className="text-primary-700" />
      </div>
    );
  }
  if (preview.isError || !preview.url || !preview.data) {
    return (
      <div
        role="alert"
        className="flex items-start gap-3 rounded-xl bg-danger-50 px-4 py-3 text-sm text-danger-700"
      >
        <AlertCircle className="mt-0.5 size-5 shrink-0" aria-hidden />
        <div>
          <p className="font-semibold">{t('preview.failed')}</p>
          <button type="button" onClick={() => void preview.refetch()} className="mt-1 font-medium underline">
            {t('preview.retry')}
          </button>
        </div>
      </div>
    );
  }

  const kind = isInlinePreview(preview.data.mimeType);
  const fileName = preview.data.fileName ?? name;
  const download = (
    <a href={preview.url} download={fileName} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
      <Download className="size-4" aria-hidden />
      {t('preview.download')}
    </a>
  );

  return (
    <div className="space-y-3">
      {kind === 'image' && (
        <div className="flex min-h-40 items-center justify-center rounded-xl bg-ink-50 p-3">
          <img src={preview.url} alt={name} className="max-h-[60vh] max-w-full rounded-lg object-contain" />
        </div>
      )}
      {kind === 'pdf' && (
        <iframe
          src={preview.url}
          title={t('preview.frameTitle', { name })}
          className="h-[60vh] w-full rounded-xl border border-ink-200 bg-ink-50"
        />
      )}
      {kind === null && (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-ink-300 px-4 py-8 text-center">
          <FileText className="size-10 text-primary-600" aria-hidden />
          <p className="max-w-sm text-sm text-ink-600">{t('preview.noInline')}</p>
        </div>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {kind === 'pdf' && (
          <a
            href={preview.url}
            target="_blank"
            rel="noopener"
            className={buttonClasses({ variant: 'ghost', size: 'sm' })}
          >
            <ExternalLink className="size-4" aria-hidden />
            {t('preview.openInTab')}
          </a>
        )}
        {download}
      </div>
    </div>
  );
}
