/**
 * Pieces both editors share: a date-and-time input bound to the form (browser-local `YYYY-MM-DDTHH:mm`), the
 * Markdown text with a preview through the one renderer (decision 180), and the status badge.
 */
import { clsx } from 'clsx';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../../components/content/markdown';
import { Field, TextareaField, controlClasses } from '../../../components/form';

/** `Date` → the value of an `<input type="datetime-local">` in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The value of a `datetime-local` input → ISO (UTC); empty stays empty so "required" can say so. */
export function fromLocalInput(value: string): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

export function DateTimeField({
  name,
  label,
  required,
  hint,
}: {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
}) {
  const { register } = useFormContext();
  return (
    <Field name={name} label={label} required={required} hint={hint}>
      {(control) => (
        <input
          type="datetime-local"
          {...control}
          {...register(name)}
          className={controlClasses(!!control['aria-invalid'], 'h-11')}
        />
      )}
    </Field>
  );
}

export function MarkdownField({
  name,
  label,
  maxLength,
}: {
  name: string;
  label: string;
  maxLength: number;
}) {
  const { t } = useTranslation('staff-campaigns');
  const [preview, setPreview] = useState(false);
  const source = useWatch({ name }) as string;
  return (
    <div>
      <div role="group" aria-label={t('editor.markdownMode')} className="mb-2 flex gap-1">
        {[false, true].map((mode) => (
          <button
            key={String(mode)}
            type="button"
            aria-pressed={preview === mode}
            onClick={() => setPreview(mode)}
            className={clsx(
              'h-8 rounded-lg px-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-primary-600',
              preview === mode ? 'bg-primary-800 text-white' : 'text-ink-700 hover:bg-ink-100',
            )}
          >
            {mode ? t('editor.preview') : t('editor.write')}
          </button>
        ))}
      </div>
      {preview ? (
        <div
          className="min-h-40 rounded-xl border border-ink-200 bg-white p-4"
          aria-label={t('editor.preview')}
        >
          {source?.trim() ? (
            <Markdown source={source} className="text-sm" />
          ) : (
            <p className="text-sm text-ink-500">{t('editor.previewEmpty')}</p>
          )}
        </div>
      ) : (
        <TextareaField
          name={name}
          label={label}
          required
          rows={10}
          maxLength={maxLength}
          hint={t('editor.markdownHint')}
          textareaClassName="font-mono text-sm"
        />
      )}
    </div>
  );
}

export function PublishedBadge({ published }: { published: boolean }) {
  const { t } = useTranslation('staff-campaigns');
  return (
    <span
      className={clsx(
        'rounded-full px-2.5 py-0.5 text-xs font-semibold',
        published ? 'bg-success-50 text-success-700' : 'bg-ink-100 text-ink-700',
      )}
    >
      {published ? t('status.published') : t('status.draft')}
    </span>
  );
}
