import { DeclineReason, SELFMATCHING_COMMENT_MAX, type DeclineBody } from '@portal/contracts';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClasses } from '../../../components/form';
import { Modal } from '../../../components/ui/modal';

/**
 * The kind confirmation of a "no" (express-disinterest, reject-offer; decision 148): an optional reason from a
 * short list and optional words, both kept in the match's history only (the company sees neither).
 */
export function DeclineDialog({
  open,
  kind,
  title,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  kind: 'disinterest' | 'rejectOffer';
  title: string;
  pending: boolean;
  error: string | null;
  onConfirm: (body: DeclineBody) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('selfmatching');
  const [reason, setReason] = useState<DeclineReason | ''>('');
  const [comment, setComment] = useState('');
  const reasonId = useId();
  const commentId = useId();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t(`decline.${kind}.title`)}
      description={t(`decline.${kind}.text`, { title })}
      cancelLabel={t('decline.cancel')}
      confirmLabel={t(`decline.${kind}.confirm`)}
      confirmLoading={pending}
      onConfirm={() => onConfirm({ reason: reason || null, comment: comment.trim() || null })}
    >
      <div className="space-y-4">
        <div>
          <label htmlFor={reasonId} className="mb-1.5 block text-sm font-semibold text-ink-800">
            {t('decline.reasonLabel')}
          </label>
          <div className="relative">
            <select
              id={reasonId}
              value={reason}
              onChange={(event) => setReason(event.target.value as DeclineReason | '')}
              className={controlClasses(false, 'h-11 appearance-none pe-10')}
            >
              <option value="">{t('decline.noReason')}</option>
              {DeclineReason.options.map((option) => (
                <option key={option} value={option}>
                  {t(`decline.reasons.${option}`)}
                </option>
              ))}
            </select>
            <ChevronDown
              className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-ink-500"
              aria-hidden
            />
          </div>
        </div>
        <div>
          <label htmlFor={commentId} className="mb-1.5 block text-sm font-semibold text-ink-800">
            {t('decline.commentLabel')}
          </label>
          <textarea
            id={commentId}
            rows={3}
            maxLength={SELFMATCHING_COMMENT_MAX}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            className={controlClasses(false, 'py-2.5')}
          />
          <p className="mt-1 text-xs text-ink-500">
            {t('decline.commentHint', { max: SELFMATCHING_COMMENT_MAX })}
          </p>
        </div>
        {error && (
          <p role="alert" className="text-sm font-medium text-danger-700">
            {error}
          </p>
        )}
      </div>
    </Modal>
  );
}
