/** The applicant's documents: open (blob with the token), accept, or reject with a reason the applicant sees. */
import { DOCUMENT_REVIEW_REASON, type AdvisorApplicantDetail, type PortalDocument } from '@portal/contracts';
import { clsx } from 'clsx';
import { Check, Eye, FileText, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClasses } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format';
import { applicantActions, useApplicantAction } from '../api/applicant-actions';
import { openApplicantDocument } from '../api/preview-applicant-document';
import { ActionFeedback } from './action-feedback';

export function DocumentsCard({ detail }: { detail: AdvisorApplicantDetail }) {
  const { t } = useTranslation('advisor');
  const documents = detail.documents;
  return (
    <Card>
      <CardHeader
        title={t('documents.title')}
        description={t('documents.description')}
        icon={<FileText className="size-5" />}
      />
      <CardBody>
        {documents.length === 0 ? (
          <p className="text-sm text-ink-600">{t('documents.empty')}</p>
        ) : (
          <ul className="divide-y divide-ink-100">
            {documents.map((document) => (
              <DocumentRow key={document.uuid} accountId={detail.applicant.accountId} document={document} />
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}

const STATUS_CLASSES = {
  pending: 'bg-accent-100 text-ink-800',
  accepted: 'bg-success-50 text-success-700',
  rejected: 'bg-danger-50 text-danger-700',
} as const;

function DocumentRow({ accountId, document }: { accountId: string; document: PortalDocument }) {
  const { t } = useTranslation(['advisor', 'documents']);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [openError, setOpenError] = useState<unknown>(null);
  const reasonId = useId();
  const review = useApplicantAction(accountId, (body: { status: 'accepted' | 'rejected'; reason?: string }) =>
    applicantActions.reviewDocument(accountId, document.uuid, body),
  );
  const [lastStatus, setLastStatus] = useState<'accepted' | 'rejected' | null>(null);

  const submitRejection = () => {
    const trimmed = reason.trim();
    if (trimmed.length < DOCUMENT_REVIEW_REASON.min) {
      setReasonError(t('documents.reasonTooShort', { min: DOCUMENT_REVIEW_REASON.min }));
      return;
    }
    setReasonError(null);
    setLastStatus('rejected');
    review.mutate(
      { status: 'rejected', reason: trimmed },
      {
        onSuccess: () => {
          setRejecting(false);
          setReason('');
        },
      },
    );
  };

  return (
    <li className="py-4 first:pt-0 last:pb-0">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words text-ink-900">{document.name}</p>
          <p className="mt-0.5 text-sm text-ink-500">
            {t(`documents:categories.${document.category}`)} · {formatDate(document.createdAt)}
          </p>
          <span
            className={clsx(
              'mt-2 inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
              STATUS_CLASSES[document.reviewStatus],
            )}
          >
            {t(`advisor:documents.status.${document.reviewStatus}`)}
          </span>
          {document.reviewReason && (
            <p className="mt-1 text-sm text-ink-600">
              {t('advisor:documents.reason')}: {document.reviewReason}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="secondary"
            icon={<Eye className="size-4" aria-hidden />}
            onClick={() => {
              setOpenError(null);
              openApplicantDocument({ accountId, documentId: document.uuid }).catch(setOpenError);
            }}
          >
            {t('advisor:documents.open')}
          </Button>
          {document.reviewStatus !== 'accepted' && (
            <Button
              size="sm"
              variant="secondary"
              icon={<Check className="size-4 text-success-700" aria-hidden />}
              loading={review.isPending && lastStatus === 'accepted'}
              onClick={() => {
                setLastStatus('accepted');
                review.mutate({ status: 'accepted' });
              }}
            >
              {t('advisor:documents.accept')}
            </Button>
          )}
          {document.reviewStatus !== 'rejected' && !rejecting && (
            <Button
              size="sm"
              variant="secondary"
              icon={<X className="size-4 text-danger-700" aria-hidden />}
              onClick={() => setRejecting(true)}
            >
              {t('advisor:documents.reject')}
            </Button>
          )}
        </div>
      </div>
      {rejecting && (
        <form
          className="mt-3 rounded-xl border border-ink-200 bg-ink-50/60 p-4"
          onSubmit={(event) => {
            event.preventDefault();
            submitRejection();
          }}
        >
          <label htmlFor={reasonId} className="mb-1.5 block text-sm font-medium text-ink-800">
            {t('advisor:documents.reasonLabel')}
            <span className="ms-0.5 text-danger-600" aria-hidden>
              *
            </span>
          </label>
          <textarea
            id={reasonId}
            value={reason}
            rows={3}
            maxLength={DOCUMENT_REVIEW_REASON.max}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${reasonId}-error` : `${reasonId}-hint`}
            onChange={(event) => setReason(event.target.value)}
            className={controlClasses(!!reasonError, 'py-2.5')}
          />
          {reasonError ? (
            <p id={`${reasonId}-error`} className="mt-1.5 text-sm font-medium text-danger-700">
              {reasonError}
            </p>
          ) : (
            <p id={`${reasonId}-hint`} className="mt-1.5 text-sm text-ink-500">
              {t('advisor:documents.reasonHint')}
            </p>
          )}
          <div className="mt-3 flex flex-wrap gap-2">
            <Button type="submit" size="sm" variant="danger" loading={review.isPending}>
              {t('advisor:documents.rejectSubmit')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setRejecting(false)}>
              {t('advisor:cancel')}
            </Button>
          </div>
        </form>
      )}
      <ActionFeedback
        className="mt-2"
        error={review.error ?? openError}
        success={
          review.isSuccess
            ? lastStatus === 'accepted'
              ? t('advisor:documents.acceptedDone')
              : t('advisor:documents.rejectedDone')
            : null
        }
      />
    </li>
  );
}
