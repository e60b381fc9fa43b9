/** The route `/documents/{uuid}/preview`: one document of the signed-in applicant, full page. */
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageContainer } from '../../../components/layouts/app-frame';
import { Card, CardBody } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useDocuments } from '../api/list-documents';
import { DocumentStatusBadge } from './document-status-badge';
import { DocumentViewer } from './document-viewer';

export function DocumentPreviewPage() {
  const { t } = useTranslation('documents');
  const { uuid = '' } = useParams();
  const documents = useDocuments();
  const document = documents.data?.find((doc) => doc.uuid === uuid);

  return (
    <PageContainer width="text">
      <div className="space-y-6">
        <Link
          to={paths.ds.root}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-primary-700 hover:underline"
        >
          <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
          {t('preview.back')}
        </Link>
        {documents.isPending ? (
          <div className="flex min-h-48 items-center justify-center">
            <Spinner size="lg" label={t('preview.loading')} className="text-primary-700" />
          </div>
        ) : !document ? (
          <>
            <PageHeader title={t('preview.title')} />
            <Card>
              <CardBody>
                <p role="alert" className="text-sm text-ink-700">
                  {t('preview.notFound')}
                </p>
              </CardBody>
            </Card>
          </>
        ) : (
          <>
            <PageHeader
              eyebrow={t(`categories.${document.category}`)}
              title={<span className="[overflow-wrap:anywhere]">{document.name}</span>}
              actions={<DocumentStatusBadge status={document.reviewStatus} />}
            />
            <Card>
              <CardBody>
                <DocumentViewer id={document.uuid} name={document.name} />
              </CardBody>
            </Card>
          </>
        )}
      </div>
    </PageContainer>
  );
}
