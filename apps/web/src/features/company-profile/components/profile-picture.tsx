/**
 * The own profile picture on the settings tab (decision 103): shown round, uploaded (JPEG or PNG, at most 5 MB,
 * cropped around the face by the server) or removed. It belongs to the person and shows in every company.
 */
import { COMPANY_USER_PICTURE, type CompanyUser } from '@portal/contracts';
import { ImageUp, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/error-text';
import { initialsOf } from '../../../lib/format';
import { useProfilePicture } from '../api/profile-api';

export function ProfilePicture({ me }: { me: CompanyUser }) {
  const { t } = useTranslation('company-profile');
  const picture = useProfilePicture();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const name = [me.firstName, me.lastName].filter(Boolean).join(' ') || me.email;

  const choose = (file: File | undefined) => {
    setProblem(null);
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!/\.(jpe?g|png)$/i.test(file.name)) return setProblem(t('settings.pictureType'));
    if (file.size > COMPANY_USER_PICTURE.maxBytes) return setProblem(t('settings.pictureTooLarge'));
    picture.mutate(file);
  };

  return (
    <div className="flex flex-col gap-4 rounded-xl border border-ink-200 p-4 sm:flex-row sm:items-center sm:p-5">
      {me.profilePicture ? (
        <img
          src={me.profilePicture}
          alt={t('settings.pictureAlt', { name })}
          className="size-20 shrink-0 rounded-full object-cover"
        />
      ) : (
        <span
          className="flex size-20 shrink-0 items-center justify-center rounded-full bg-primary-100 text-xl font-bold text-primary-800"
          aria-hidden
        >
          {initialsOf(name)}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink-900">{t('settings.picture')}</p>
        <p className="mt-0.5 text-sm text-ink-600">{t('settings.pictureHint')}</p>
        {(problem || picture.isError) && (
          <p role="alert" className="mt-2 text-sm text-danger-700">
            {problem ?? errorText(picture.error, { formal: true })}
          </p>
        )}
        <div className="mt-3 flex flex-wrap gap-2">
          <input
            ref={input}
            type="file"
            accept=".jpg,.jpeg,.png"
            className="sr-only"
            tabIndex={-1}
            aria-label={t('settings.pictureUpload')}
            onChange={(event) => choose(event.target.files?.[0])}
          />
          <Button
            variant="secondary"
            size="sm"
            loading={picture.isPending && picture.variables !== null}
            disabled={picture.isPending}
            icon={<ImageUp className="size-4" aria-hidden />}
            onClick={() => input.current?.click()}
          >
            {me.profilePicture ? t('settings.pictureChange') : t('settings.pictureUpload')}
          </Button>
          {me.profilePicture && (
            <Button
              variant="ghost"
              size="sm"
              loading={picture.isPending && picture.variables === null}
              disabled={picture.isPending}
              icon={<Trash2 className="size-4" aria-hidden />}
              onClick={() => picture.mutate(null)}
            >
              {t('settings.pictureRemove')}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
