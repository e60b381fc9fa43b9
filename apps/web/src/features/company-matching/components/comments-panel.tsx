/**
 * Internal comments on an applicant of an opening (decision 158): visible to the company's members only, never
 * to the applicant; author and time shown; the author edits their own, the author or an owner deletes.
 */
import { COMMENT_TEXT_MAX, type MatchComment } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Lock, MessageSquareText, Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoadError } from '../../../components/errors/page-load-error';
import { controlClasses } from '../../../components/form';
import { SectionLoading } from '../../../components/loading/page-loading';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Modal } from '../../../components/ui/modal';
import { errorText } from '../../../lib/error-text';
import { formatDateTime } from '../../../lib/format';
import {
  addComment,
  editComment,
  matchingKeys,
  removeComment,
  useComments,
  type ApplicantRef,
} from '../api/company-matching';
import { Notice } from './parts';

export function CommentsPanel({ applicantRef, hasMatch }: { applicantRef: ApplicantRef; hasMatch: boolean }) {
  const { t } = useTranslation('company-matching');
  const comments = useComments(applicantRef, hasMatch);
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<MatchComment | null>(null);
  const id = useId();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: [...matchingKeys.applicant(applicantRef), 'comments'] });

  const submit = async () => {
    if (!text.trim()) return setError(t('comments.required'));
    setBusy(true);
    setError(null);
    try {
      await addComment(applicantRef, text);
      setText('');
      await refresh();
    } catch (caught) {
      setError(errorText(caught, { formal: true }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader
        title={t('comments.title')}
        icon={<MessageSquareText className="size-5" />}
        description={
          <span className="inline-flex items-center gap-1.5">
            <Lock className="size-3.5" aria-hidden />
            {t('comments.internal')}
          </span>
        }
      />
      <CardBody className="space-y-4">
        {!hasMatch ? (
          <p className="text-sm text-ink-600">{t('comments.noMatch')}</p>
        ) : comments.isPending ? (
          <SectionLoading label={t('comments.loading')} />
        ) : comments.isError ? (
          <PageLoadError onRetry={() => void comments.refetch()} text={t('comments.loadError')} />
        ) : (
          <>
            {comments.data.length === 0 ? (
              <p className="text-sm text-ink-600">{t('comments.empty')}</p>
            ) : (
              <ul className="space-y-3" aria-label={t('comments.title')}>
                {comments.data.map((comment) => (
                  <CommentItem
                    key={comment.id}
                    comment={comment}
                    applicantRef={applicantRef}
                    onChanged={refresh}
                    onDelete={() => setToDelete(comment)}
                  />
                ))}
              </ul>
            )}
            <div className="space-y-2 border-t border-ink-100 pt-4">
              <label htmlFor={id} className="block text-sm font-medium text-ink-800">
                {t('comments.new')}
              </label>
              <textarea
                id={id}
                rows={3}
                maxLength={COMMENT_TEXT_MAX}
                className={controlClasses(false, 'py-2.5')}
                placeholder={t('comments.placeholder')}
                value={text}
                onChange={(e) => setText(e.target.value)}
              />
              {error && <Notice tone="error">{error}</Notice>}
              <div className="flex justify-end">
                <Button size="sm" onClick={() => void submit()} loading={busy}>
                  {t('comments.add')}
                </Button>
              </div>
            </div>
          </>
        )}
      </CardBody>
      <Modal
        open={!!toDelete}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={t('comments.deleteTitle')}
        description={t('comments.deleteText')}
        confirmLabel={t('comments.delete')}
        cancelLabel={t('dialog.cancel')}
        size="sm"
        onConfirm={() => {
          const comment = toDelete;
          setToDelete(null);
          if (comment) {
            void removeComment(applicantRef, comment.id)
              .catch((caught) => setError(errorText(caught, { formal: true })))
              .finally(() => void refresh());
          }
        }}
      />
    </Card>
  );
}

function CommentItem({
  comment,
  applicantRef,
  onChanged,
  onDelete,
}: {
  comment: MatchComment;
  applicantRef: ApplicantRef;
  onChanged: () => Promise<unknown>;
  onDelete: () => void;
}) {
  const { t } = useTranslation('company-matching');
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(comment.text);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    if (!draft.trim()) return setError(t('comments.required'));
    setBusy(true);
    try {
      await editComment(applicantRef, comment.id, draft);
      setEditing(false);
      setError(null);
      await onChanged();
    } catch (caught) {
      setError(errorText(caught, { formal: true }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="rounded-xl bg-ink-50/70 px-4 py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm font-semibold text-ink-900">
          {comment.authorName ?? t('comments.formerMember')}
        </p>
        <p className="text-xs text-ink-500">
          {formatDateTime(comment.createdAt)}
          {comment.edited && ` · ${t('comments.edited')}`}
        </p>
      </div>
      {editing ? (
        <div className="mt-2 space-y-2">
          <textarea
            rows={3}
            maxLength={COMMENT_TEXT_MAX}
            aria-label={t('comments.editLabel')}
            className={controlClasses(false, 'py-2.5')}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          {error && <Notice tone="error">{error}</Notice>}
          <div className="flex justify-end gap-2">
            <Button variant="ghost" size="sm" onClick={() => setEditing(false)}>
              {t('dialog.cancel')}
            </Button>
            <Button size="sm" onClick={() => void save()} loading={busy}>
              {t('comments.save')}
            </Button>
          </div>
        </div>
      ) : (
        <p className="mt-1 text-sm whitespace-pre-line text-ink-800">{comment.text}</p>
      )}
      {!editing && (comment.canEdit || comment.canDelete) && (
        <div className="mt-2 flex gap-1">
          {comment.canEdit && (
            <Button
              variant="ghost"
              size="sm"
              icon={<Pencil className="size-3.5" />}
              onClick={() => setEditing(true)}
            >
              {t('comments.edit')}
            </Button>
          )}
          {comment.canDelete && (
            <Button variant="ghost" size="sm" icon={<Trash2 className="size-3.5" />} onClick={onDelete}>
              {t('comments.delete')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
