/**
 * The optional photo (decision 229): a JPEG or PNG picked here is scaled down in the browser to at most
 * 480 × 600 px and kept as a JPEG data URL in the draft; the server checks it again by content.
 */
import { CV_PHOTO_MAX_CHARS } from '@portal/contracts';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

const MAX_SOURCE_BYTES = 10 * 1024 * 1024;
const MAX_WIDTH = 480;
const MAX_HEIGHT = 600;

async function scaledPhoto(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const ratio = Math.min(1, MAX_WIDTH / bitmap.width, MAX_HEIGHT / bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * ratio);
  canvas.height = Math.round(bitmap.height * ratio);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas.toDataURL('image/jpeg', 0.86);
}

export function PhotoField() {
  const { t } = useTranslation('cv-generator');
  const { control } = useFormContext();
  const { field } = useController({ control, name: 'profile.photo' });
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const photo = field.value as string | null;

  async function choose(file: File | undefined) {
    setError(null);
    if (!file) return;
    if (!['image/jpeg', 'image/png'].includes(file.type)) return setError(t('errors.photoType'));
    if (file.size > MAX_SOURCE_BYTES) return setError(t('errors.photoTooLarge'));
    try {
      const dataUrl = await scaledPhoto(file);
      if (dataUrl.length > CV_PHOTO_MAX_CHARS) return setError(t('errors.photoTooLarge'));
      field.onChange(dataUrl);
    } catch {
      setError(t('errors.photoType'));
    }
  }

  return (
    <div className="flex items-center gap-4">
      <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-2xl bg-ink-100 text-ink-400">
        {photo ? (
          <img src={photo} alt={t('form.photoCurrent')} className="size-full object-cover" />
        ) : (
          <ImagePlus className="size-7" aria-hidden />
        )}
      </div>
      <div className="min-w-0 space-y-1.5">
        <p className="text-sm font-medium text-ink-800" id={`${inputId}-label`}>
          {t('form.photo')}
        </p>
        <div className="flex flex-wrap gap-2">
          <label
            htmlFor={inputId}
            className="inline-flex h-9 cursor-pointer items-center rounded-lg border border-ink-300 bg-white px-3 text-sm font-semibold text-ink-800 hover:bg-ink-50 focus-within:outline-2 focus-within:outline-primary-600"
          >
            {photo ? t('form.photoChange') : t('form.photoChoose')}
            <input
              id={inputId}
              type="file"
              accept="image/jpeg,image/png"
              className="sr-only"
              aria-describedby={`${inputId}-hint`}
              onChange={(event) => {
                void choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </label>
          {photo && (
            <Button
              size="sm"
              variant="ghost"
              icon={<Trash2 className="size-4" aria-hidden />}
              onClick={() => field.onChange(null)}
            >
              {t('form.photoRemove')}
            </Button>
          )}
        </div>
        <p
          id={`${inputId}-hint`}
          className={error ? 'text-sm font-medium text-danger-700' : 'text-sm text-ink-500'}
          role={error ? 'alert' : undefined}
        >
          {error ?? t('form.photoHint')}
        </p>
      </div>
    </div>
  );
}
