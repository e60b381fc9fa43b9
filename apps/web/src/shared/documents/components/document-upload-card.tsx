/**
 * Upload card for one document category: what is already there (with the advisor's review), a file picker
 * with drag and drop that accepts only the category's extensions, the size limit, the upload progress and
 * the spec's error messages. Health-insurance proofs ask for their issue date first (at most 3 months old).
 */
import {
  LIMITS,
  ruleOfIssue,
  UploadDocumentFields,
  type DocumentCategory,
  type DocumentType,
  type PortalDocument,
} from '@portal/contracts';
import { clsx } from 'clsx';
import { AlertCircle, CheckCircle2, FileText, ImageIcon, UploadCloud } from 'lucide-react';
import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DateTextInput,
  FieldShell,
  RequiredMark,
  controlClasses,
  translateRule,
} from '../../../components/form';
import { Card } from '../../../components/ui/card';
import { LiveStatus } from '../../../components/ui/live-status';
import { parseGermanDate } from '../../../lib/format';
import { useUploadDocument } from '../api/upload-document';
import {
  allowedExtensions,
  categoryNeedsImage,
  checkFile,
  formatFileSize,
  typeForCategory,
} from '../utils/document-rules';
import { uploadErrorText, type UploadErrorText } from '../utils/upload-error';
import { DocumentRow } from './document-row';

export interface DocumentUploadCardProps {
  category: DocumentCategory;
  /** Heading; defaults to the category's name. */
  title?: string;
  description?: ReactNode;
  required?: boolean;
  /** The applicant's documents; the card shows those of its categories. */
  documents?: readonly PortalDocument[];
  /** Categories that count for this card (default: its own), e.g. certificate or certified copy. */
  matchCategories?: readonly DocumentCategory[];
  /** Stored type (default: the category's). */
  type?: DocumentType;
  /** No upload (e.g. before the contracts window opens); the reason is shown instead of the picker. */
  disabledReason?: ReactNode;
  onUploaded?: (document: PortalDocument) => void;
  className?: string;
}

export function DocumentUploadCard({
  category,
  title,
  description,
  required = false,
  documents = [],
  matchCategories,
  type,
  disabledReason,
  onUploaded,
  className,
}: DocumentUploadCardProps) {
  const { t, i18n } = useTranslation(['documents', 'validation']);
  const inputId = useId();
  const headingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadDocument();
  const [error, setError] = useState<UploadErrorText | null>(null);
  const [uploadedName, setUploadedName] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [issuedOn, setIssuedOn] = useState('');
  const [issuedOnError, setIssuedOnError] = useState<string | null>(null);
  const needsImage = categoryNeedsImage(category);
  const asksIssuedOn = category === 'Certificate health insurance';
  const categories = matchCategories ?? [category];
  const existing = documents.filter((doc) => categories.includes(doc.category));
  const extensions = allowedExtensions(category);
  const heading = title ?? t(`categories.${category}`);
  const Icon = needsImage ? ImageIcon : FileText;

  const start = (file: File | undefined) => {
    if (!file || upload.isPending) return;
    setError(null);
    setUploadedName(null);
    const problem = checkFile(file, category);
    if (problem === 'too_large') {
      setError({ title: t('upload.errors.tooLarge'), reason: null });
      return;
    }
    if (problem) {
      setError({ title: t('upload.errors.notAllowed'), reason: t(`validation:${problem}`) });
      return;
    }
    if (issuedOn && parseGermanDate(issuedOn) !== issuedOn) {
      setIssuedOnError(t('validation:date_input'));
      return;
    }
    const fields = { category, type: type ?? typeForCategory(category), ...(issuedOn ? { issuedOn } : {}) };
    const checked = UploadDocumentFields.safeParse(fields);
    if (!checked.success) {
      const issue = checked.error.issues.find((i) => i.path[0] === 'issuedOn');
      if (issue) {
        const { rule, params } = ruleOfIssue(issue);
        setIssuedOnError(translateRule(t, rule, params ?? {}, t('upload.issuedOn')));
        return;
      }
    }
    setIssuedOnError(null);
    upload.mutate(
      { file, ...fields },
      {
        onSuccess: (document) => {
          setUploadedName(document.name);
          setIssuedOn('');
          onUploaded?.(document);
        },
        onError: (cause) => setError(uploadErrorText(t, cause)),
      },
    );
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabledReason) start(event.dataTransfer.files[0]);
  };

  return (
    <Card className={clsx('flex flex-col', className)} aria-labelledby={headingId}>
      <div className="flex items-start gap-3 px-5 pt-5 sm:px-6">
        <span
          className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-700"
          aria-hidden
        >
          <Icon className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h3
            id={headingId}
            className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-ink-900"
          >
            <span>
              {heading}
              {required && <RequiredMark />}
            </span>
            {!required && (
              <span className="rounded-full bg-ink-100 px-2 py-0.5 text-xs font-medium text-ink-600">
                {t('upload.optional')}
              </span>
            )}
          </h3>
          {description && <p className="mt-0.5 text-sm text-ink-600">{description}</p>}
        </div>
        {existing.some((doc) => doc.reviewStatus !== 'rejected') && (
          <CheckCircle2 className="size-5 shrink-0 text-success-600" aria-label={t('upload.present')} />
        )}
      </div>

      <div className="flex flex-1 flex-col gap-4 px-5 pt-4 pb-5 sm:px-6">
        {existing.length > 0 && (
          <ul className="divide-y divide-ink-100 rounded-xl border border-ink-200">
            {existing.map((doc) => (
              <DocumentRow key={doc.uuid} document={doc} compact />
            ))}
          </ul>
        )}

        {disabledReason ? (
          <p className="rounded-xl border border-dashed border-ink-300 bg-ink-50 px-4 py-3 text-sm text-ink-600">
            {disabledReason}
          </p>
        ) : (
          <>
            {asksIssuedOn && (
              <FieldShell
                label={t('upload.issuedOn')}
                required
                hint={t('upload.issuedOnHint')}
                error={issuedOnError}
              >
                {(control) => (
                  <DateTextInput
                    {...control}
                    value={issuedOn}
                    onValueChange={(parsed, text) => {
                      // Text that is no date stays as typed; the upload then names the format.
                      setIssuedOn(parsed === undefined ? text.trim() : (parsed ?? ''));
                      setIssuedOnError(null);
                    }}
                    className={controlClasses(!!issuedOnError, 'h-11 sm:max-w-56')}
                  />
                )}
              </FieldShell>
            )}
            <div>
              <input
                ref={inputRef}
                id={inputId}
                type="file"
                className="peer sr-only"
                accept={extensions.map((ext) => `.${ext}`).join(',')}
                aria-describedby={`${inputId}-rules`}
                disabled={upload.isPending}
                onChange={(event) => {
                  start(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
              <label
                htmlFor={inputId}
                onDragOver={(event) => {
                  event.preventDefault();
                  setDragging(true);
                }}
                onDragLeave={() => setDragging(false)}
                onDrop={onDrop}
                className={clsx(
                  'flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-5 text-center transition-colors',
                  'peer-focus-visible:ring-4 peer-focus-visible:ring-primary-500/25',
                  dragging
                    ? 'border-primary-500 bg-primary-50'
                    : 'border-ink-300 bg-ink-50/50 hover:border-primary-400 hover:bg-primary-50/40',
                  upload.isPending && 'pointer-events-none opacity-60',
                )}
              >
                <UploadCloud className="size-7 text-primary-600" aria-hidden />
                <span className="text-sm">
                  <span className="font-semibold text-primary-700">
                    {existing.length > 0 ? t('upload.chooseAnother') : t('upload.choose')}
                  </span>
                  <span className="hidden text-ink-600 sm:inline"> {t('upload.orDrop')}</span>
                  <span className="sr-only">: {heading}</span>
                </span>
                <span id={`${inputId}-rules`} className="text-xs text-ink-500">
                  {t(needsImage ? 'upload.rulesImage' : 'upload.rules', {
                    types: extensions.map((ext) => ext.toUpperCase()).join(', '),
                    size: formatFileSize(LIMITS.uploadMaxBytes, i18n.language),
                  })}
                </span>
              </label>
            </div>
          </>
        )}

        {/* One status region for the upload: "uploading" once, then the result (the percentage is the bar's). */}
        <LiveStatus className="space-y-1.5">
          {upload.isPending && upload.progress && (
            <>
              <div className="flex justify-between text-sm text-ink-700">
                <span>{t('upload.uploading')}</span>
                <span className="tabular-nums" aria-hidden>
                  {upload.progress.percent} %
                </span>
              </div>
              <div
                role="progressbar"
                aria-label={t('upload.progressLabel', { name: heading })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={upload.progress.percent}
                className="h-2 overflow-hidden rounded-full bg-ink-100"
              >
                <div
                  className="h-full rounded-full bg-primary-600 transition-[width]"
                  style={{ width: `${upload.progress.percent}%` }}
                />
              </div>
            </>
          )}
          {uploadedName && !upload.isPending && (
            <p className="flex items-center gap-2 text-sm font-medium text-success-700">
              <CheckCircle2 className="size-4 shrink-0" aria-hidden />
              {t('upload.done', { name: uploadedName })}
            </p>
          )}
        </LiveStatus>
        {error && (
          <div
            role="alert"
            className="flex gap-2.5 rounded-xl border border-danger-600/25 bg-danger-50 px-3.5 py-3 text-sm text-danger-700"
          >
            <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
            <div>
              <p className="font-semibold">{error.title}</p>
              {error.reason && <p className="mt-0.5">{error.reason}</p>}
            </div>
          </div>
        )}
      </div>
    </Card>
  );
}
