/**
 * A compact upload for one category, as a button: the direct re-upload of a document the advisor rejected
 * (decision 075), e.g. in the home page's next steps. Same checks, progress and messages as the upload card.
 * Health-insurance proofs need their issue date first, so they are uploaded on their card, not here.
 */
import type { DocumentCategory, DocumentType, PortalDocument } from '@portal/contracts';
import { clsx } from 'clsx';
import { AlertCircle, UploadCloud } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import { useUploadDocument } from '../api/upload-document';
import { acceptAttribute, checkFile, typeForCategory } from '../utils/document-rules';
import { uploadErrorText, type UploadErrorText } from '../utils/upload-error';

export interface DocumentReuploadButtonProps {
  category: DocumentCategory;
  /** Stored type (default: the category's). */
  type?: DocumentType;
  /** Accessible name of the file input, e.g. "Neue Datei für Zeugnis hochladen". */
  label: string;
  onUploaded?: (document: PortalDocument) => void;
}

/** Whether a category can be uploaded with the button alone (no further fields). */
export function canReuploadDirectly(category: DocumentCategory): boolean {
  return category !== 'Certificate health insurance';
}

export function DocumentReuploadButton({ category, type, label, onUploaded }: DocumentReuploadButtonProps) {
  const { t } = useTranslation(['documents', 'validation']);
  const inputId = useId();
  const upload = useUploadDocument();
  const [error, setError] = useState<UploadErrorText | null>(null);
  if (!canReuploadDirectly(category)) return null;

  const start = (file: File | undefined) => {
    if (!file || upload.isPending) return;
    setError(null);
    const problem = checkFile(file, category);
    if (problem === 'too_large') return setError({ title: t('upload.errors.tooLarge'), reason: null });
    if (problem) {
      return setError({ title: t('upload.errors.notAllowed'), reason: t(`validation:${problem}`) });
    }
    upload.mutate(
      { file, category, type: type ?? typeForCategory(category) },
      {
        onSuccess: (document) => onUploaded?.(document),
        onError: (cause) => setError(uploadErrorText(t, cause)),
      },
    );
  };

  return (
    <div className="flex flex-col gap-2">
      <div>
        <input
          id={inputId}
          type="file"
          className="peer sr-only"
          accept={acceptAttribute(category)}
          aria-label={label}
          disabled={upload.isPending}
          onChange={(event) => {
            start(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <label
          htmlFor={inputId}
          className={clsx(
            buttonClasses({ size: 'sm' }),
            'cursor-pointer peer-focus-visible:ring-4 peer-focus-visible:ring-primary-500/25',
            upload.isPending && 'pointer-events-none opacity-60',
          )}
        >
          <UploadCloud className="size-4" aria-hidden />
          {upload.isPending && upload.progress
            ? `${t('upload.uploading')} ${upload.progress.percent} %`
            : t('upload.reupload')}
        </label>
      </div>
      {error && (
        <p role="alert" className="flex items-start gap-2 text-sm text-danger-700">
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            <span className="font-semibold">{error.title}</span>
            {error.reason && <> {error.reason}</>}
          </span>
        </p>
      )}
    </div>
  );
}
