/**
 * `/b2b/downloads`: the files the university publishes for partner companies (decision 205), grouped by
 * category, with file type, size and date, each with a download button.
 */
import { DOWNLOAD_CATEGORIES, type CompanyDownload } from '@portal/contracts';
import { Download, FileText, FolderOpen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/layouts/app-frame';
import { QueryContent } from '../../../components/loading/page-state';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { errorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { formatFileSize } from '../../../shared/documents/utils/document-rules';
import { saveDownload, useCompanyDownloads } from '../api/downloads';
import { EmptyState, useCompanyPermission } from './business-common';

const TYPE_LABELS: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
};

function DownloadRow({ companyId, download }: { companyId: string; download: CompanyDownload }) {
  const { t, i18n } = useTranslation('company-business');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await saveDownload(companyId, download.id, download.fileName);
    } catch (failure) {
      setError(errorText(failure, { formal: true }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:px-6">
      <span
        className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-ink-100 text-ink-600 sm:flex"
        aria-hidden
      >
        <FileText className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words text-ink-900">{download.title}</p>
        {download.description && <p className="mt-0.5 text-sm text-ink-600">{download.description}</p>}
        <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-ink-500">
          <span className="font-semibold text-ink-700">
            {TYPE_LABELS[download.mimeType] ?? t('downloads.file')}
          </span>
          <span>{formatFileSize(download.sizeBytes, i18n.language)}</span>
          <span>
            {t('downloads.published')} <bdi dir="ltr">{formatDate(download.publishedAt)}</bdi>
          </span>
        </p>
        {error && (
          <p role="alert" className="mt-1 text-sm font-medium text-danger-700">
            {error}
          </p>
        )}
      </div>
      <Button
        variant="secondary"
        size="sm"
        icon={<Download className="size-4" aria-hidden />}
        loading={busy}
        onClick={() => void save()}
        aria-label={t('downloads.downloadLabel', { title: download.title })}
        className="self-start sm:self-center"
      >
        {t('downloads.download')}
      </Button>
    </li>
  );
}

export function DownloadsPage() {
  const { t } = useTranslation('company-business');
  const { companyId, companyName } = useCompanyPermission();
  const downloads = useCompanyDownloads(companyId);

  return (
    <PageContainer>
      <PageHeader eyebrow={companyName} title={t('downloads.title')} description={t('downloads.intro')} />
      <QueryContent query={downloads}>
        {(items) =>
          items.length === 0 ? (
            <Card className="mt-6">
              <EmptyState
                icon={<FolderOpen className="size-6" />}
                title={t('downloads.empty')}
                text={t('downloads.emptyText')}
              />
            </Card>
          ) : (
            <div className="mt-6 space-y-6">
              {DOWNLOAD_CATEGORIES.map((category) => {
                const inCategory = items.filter((d) => d.category === category);
                if (inCategory.length === 0) return null;
                return (
                  <Card key={category} aria-label={t(`categories.${category}.title`)}>
                    <CardHeader
                      title={t(`categories.${category}.title`)}
                      description={t(`categories.${category}.text`)}
                      icon={<FolderOpen className="size-5" />}
                    />
                    <ul className="mt-4 divide-y divide-ink-100 border-t border-ink-100">
                      {inCategory.map((download) => (
                        <DownloadRow key={download.id} companyId={companyId!} download={download} />
                      ))}
                    </ul>
                  </Card>
                );
              })}
            </div>
          )
        }
      </QueryContent>
    </PageContainer>
  );
}
