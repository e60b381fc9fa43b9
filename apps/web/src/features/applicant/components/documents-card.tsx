import type { PortalDocument } from '@portal/contracts';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format';

/** What the applicant has uploaded so far: number and the three latest documents. */
export function DocumentsCard({ documents }: { documents: readonly PortalDocument[] }) {
  const { t } = useTranslation(['applicant', 'documents']);
  const latest = [...documents].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, 3);
  return (
    <Card>
      <CardHeader
        title={t('documents.title')}
        icon={<FileText className="size-5" />}
        description={documents.length > 0 ? t('documents.count', { number: documents.length }) : undefined}
      />
      <CardBody>
        {documents.length === 0 ? (
          <p className="text-sm text-ink-600">{t('documents.empty')}</p>
        ) : (
          <ul className="divide-y divide-ink-100">
            {latest.map((doc) => (
              <li key={doc.uuid} className="flex items-center justify-between gap-3 py-2.5">
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium text-ink-900">{doc.name}</p>
                  <p className="text-xs text-ink-500">
                    {t(`documents.categories.${doc.category}`)}
                    {doc.reviewStatus === 'rejected' && (
                      // A rejected document does not count; the next steps ask for a new one (decision 075).
                      <span className="font-semibold text-danger-700">
                        {' '}
                        · {t('documents:status.rejected')}
                      </span>
                    )}
                  </p>
                </div>
                <span className="shrink-0 text-xs text-ink-500">{formatDate(doc.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
