/**
 * One document: name, category, size and date, the advisor's review (with the reason of a rejection),
 * preview, optional re-classification (optimistic, rolled back with a message when the call fails) and
 * delete behind a confirmation.
 */
import type { DocumentCategory, PortalDocument } from '@portal/contracts';
import { clsx } from 'clsx';
import { AlertCircle, ChevronDown, Eye, FileText, ImageIcon, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClasses } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { formatDate } from '../../../lib/format';
import { ApiError } from '../../../lib/http';
import { useDeleteDocument } from '../api/delete-document';
import { useUpdateDocument } from '../api/update-document';
import { formatFileSize, reclassifiableCategories, typeForCategory } from '../utils/document-rules';
import { DocumentPreviewDialog } from './document-preview-dialog';
import { DocumentStatusBadge } from './document-status-badge';

export interface DocumentRowProps {
  document: PortalDocument;
  /** Inside an upload card: smaller, no category select. */
  compact?: boolean;
  /** Offer the category select. */
  reclassify?: boolean;
}

export function DocumentRow({ document, compact = false, reclassify = false }: DocumentRowProps) {
  const { t, i18n } = useTranslation(['documents', 'validation']);
  const selectId = useId();
  const [previewOpen, setPreviewOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const update = useUpdateDocument();
  const remove = useDeleteDocument();
  const isImage = document.mimeType.startsWith('image/');
  const Icon = isImage ? ImageIcon : FileText;
  const options = reclassifiableCategories(document.mimeType);
  if (!options.includes(document.category)) options.unshift(document.category);

  const changeCategory = (category: DocumentCategory) => {
    setMessage(null);
    update.mutate(
      { id: document.uuid, body: { category, type: typeForCategory(category) } },
      {
        onError: (error) => {
          const reason =
            error instanceof ApiError && error.customErrors[0]
              ? t([`validation:${error.customErrors[0].rule}`, 'validation:invalid'], {
                  ...(error.customErrors[0].params ?? {}),
                  field: '',
                })
              : null;
          setMessage([t('list.changeFailed'), reason].filter(Boolean).join(' '));
        },
      },
    );
  };

  const meta = [
    compact ? null : t(`categories.${document.category}`),
    formatFileSize(document.size, i18n.language),
    t('list.uploadedOn', { date: formatDate(document.createdAt) }),
  ].filter(Boolean);

  return (
    <li className={clsx('px-3.5', compact ? 'py-2.5' : 'py-4 sm:px-5')}>
      <div className="flex flex-wrap items-start gap-x-3 gap-y-2">
        <Icon className={clsx('mt-0.5 shrink-0 text-ink-500', compact ? 'size-4' : 'size-5')} aria-hidden />
        <div className="min-w-0 flex-1 basis-40">
          <p
            className={clsx(
              'font-medium [overflow-wrap:anywhere] text-ink-900',
              compact ? 'text-sm' : 'text-sm sm:text-base',
            )}
          >
            {document.name}
          </p>
          <p className="mt-0.5 text-xs text-ink-500">{meta.join(' · ')}</p>
          {document.issuedOn && (
            <p className="mt-0.5 text-xs text-ink-500">
              {t('list.issuedOn', { date: formatDate(document.issuedOn) })}
            </p>
          )}
        </div>
        <div className="flex items-center gap-1">
          <DocumentStatusBadge status={document.reviewStatus} />
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setPreviewOpen(true)}
            aria-label={t('list.previewOf', { name: document.name })}
            className="px-2"
          >
            <Eye className="size-4" aria-hidden />
            <span className="hidden sm:inline">{t('list.preview')}</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setConfirmOpen(true)}
            aria-label={t('list.deleteOf', { name: document.name })}
            className="px-2 text-danger-700 hover:bg-danger-50"
          >
            <Trash2 className="size-4" aria-hidden />
          </Button>
        </div>
      </div>

      {document.reviewStatus === 'rejected' && document.reviewReason && (
        <p className="mt-2 ms-8 rounded-lg bg-danger-50 px-3 py-2 text-sm text-danger-700">
          <span className="font-semibold">{t('list.rejectedReason')}</span> {document.reviewReason}
        </p>
      )}

      {reclassify && !compact && (
        <div className="mt-3 flex flex-col gap-1.5 ms-8 sm:flex-row sm:items-center sm:gap-3">
          <label htmlFor={selectId} className="text-sm font-medium text-ink-700">
            {t('list.category')}
          </label>
          <div className="relative w-full sm:max-w-80">
            <select
              id={selectId}
              value={document.category}
              disabled={update.isPending}
              onChange={(event) => changeCategory(event.target.value as DocumentCategory)}
              className={controlClasses(false, 'h-10 appearance-none pe-10')}
            >
              {options.map((category) => (
                <option key={category} value={category}>
                  {t(`categories.${category}`)}
                </option>
              ))}
            </select>
            <ChevronDown
              className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-ink-500"
              aria-hidden
            />
          </div>
        </div>
      )}
      {message && (
        <p role="alert" className="mt-2 flex items-start gap-2 ms-8 text-sm text-danger-700">
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
          {message}
        </p>
      )}

      <DocumentPreviewDialog document={previewOpen ? document : null} onClose={() => setPreviewOpen(false)} />
      <Modal
        open={confirmOpen}
        onOpenChange={(open) => {
          setConfirmOpen(open);
          if (!open) remove.reset();
        }}
        size="sm"
        title={t('list.deleteTitle')}
        description={t('list.deleteText', { name: document.name })}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirmOpen(false)}>
              {t('list.cancel')}
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() => remove.mutate(document.uuid, { onSuccess: () => setConfirmOpen(false) })}
            >
              {t('list.delete')}
            </Button>
          </>
        }
      >
        {remove.isError ? (
          <p role="alert" className="text-sm text-danger-700">
            {t('list.deleteFailed')}
          </p>
        ) : undefined}
      </Modal>
    </li>
  );
}
