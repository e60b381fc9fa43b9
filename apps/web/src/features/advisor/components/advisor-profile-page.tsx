/**
 * `/advisor/profile`: the card applicants see (name, phone, mobile, WhatsApp, e-mail, city) and the photo.
 * The photo is checked locally (JPEG/PNG, 5 MB), previewed square, uploaded; the server crops it to 500×500
 * around the face and the page then shows that crop.
 */
import { ADVISOR_PHOTO, UpdateAdvisorProfileBody, type AdvisorProfile } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Camera, ImageUp, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CheckboxField,
  EmailField,
  Form,
  FormActions,
  SubmitButton,
  TelField,
  TextField,
  useContractForm,
} from '../../../components/form';
import { PageContainer } from '../../../components/layouts/app-frame';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { advisorKeys } from '../api/advisor-query-keys';
import { useAdvisorProfile } from '../api/get-advisor-profile';
import { updateAdvisorProfile, uploadAdvisorPhoto } from '../api/update-advisor-profile';
import { ActionFeedback } from './action-feedback';

interface ProfileValues {
  name: string;
  phone: string | null;
  mobilePhone: string | null;
  whatsappAvailable: boolean;
  email: string;
  city: string | null;
}

function valuesOf(profile: AdvisorProfile): ProfileValues {
  return {
    name: profile.name,
    phone: profile.phone,
    mobilePhone: profile.mobilePhone,
    whatsappAvailable: profile.whatsappAvailable,
    email: profile.email,
    city: profile.city,
  };
}

export function AdvisorProfilePage() {
  const { t } = useTranslation('advisor');
  const profile = useAdvisorProfile();
  if (!profile.data) return null; // the shell shows the profile's loading and error states
  return (
    <PageContainer width="text">
      <PageHeader title={t('me.title')} description={t('me.description')} />
      <div className="mt-8 grid gap-6 md:grid-cols-[16rem_minmax(0,1fr)]">
        <PhotoCard profile={profile.data} />
        <CardDataForm profile={profile.data} />
      </div>
    </PageContainer>
  );
}

function CardDataForm({ profile }: { profile: AdvisorProfile }) {
  const { t } = useTranslation('advisor');
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const kit = useContractForm<ProfileValues, UpdateAdvisorProfileBody>({
    schema: UpdateAdvisorProfileBody,
    defaultValues: valuesOf(profile),
    onSubmit: async (values) => {
      setSaved(false);
      const updated = await updateAdvisorProfile(values);
      queryClient.setQueryData(advisorKeys.profile, updated);
      setSaved(true);
    },
  });
  return (
    <Card>
      <CardHeader
        title={t('me.card')}
        description={t('me.cardHint')}
        icon={<UserRound className="size-5" />}
      />
      <CardBody>
        <Form form={kit} className="space-y-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField name="name" label={t('me.name')} required className="sm:col-span-2" />
            <TelField name="phone" label={t('me.phone')} emptyAsNull />
            <TelField name="mobilePhone" label={t('me.mobilePhone')} emptyAsNull />
            <CheckboxField name="whatsappAvailable" label={t('me.whatsapp')} className="sm:col-span-2" />
            <EmailField name="email" label={t('me.email')} required />
            <TextField name="city" label={t('me.city')} emptyAsNull />
          </div>
          <ActionFeedback success={saved && !kit.form.formState.isDirty ? t('me.saved') : null} />
          <FormActions>
            <SubmitButton>{t('me.save')}</SubmitButton>
          </FormActions>
        </Form>
      </CardBody>
    </Card>
  );
}

function PhotoCard({ profile }: { profile: AdvisorProfile }) {
  const { t } = useTranslation('advisor');
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [selected, setSelected] = useState<{ file: File; url: string } | null>(null);
  const file = selected?.file ?? null;
  const previewUrl = selected?.url ?? null;
  const [localError, setLocalError] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<unknown>(null);
  const [uploading, setUploading] = useState(false);
  const [done, setDone] = useState(false);

  // The object URL of the chosen file lives until another file is chosen or the page is left.
  useEffect(
    () => () => {
      if (selected) URL.revokeObjectURL(selected.url);
    },
    [selected],
  );
  const setFile = (next: File | null) =>
    setSelected(next ? { file: next, url: URL.createObjectURL(next) } : null);

  const choose = (chosen: File | undefined) => {
    setDone(false);
    setUploadError(null);
    if (!chosen) return;
    if (!['image/jpeg', 'image/png'].includes(chosen.type)) {
      setLocalError(t('me.photoType'));
      return;
    }
    if (chosen.size > ADVISOR_PHOTO.maxBytes) {
      setLocalError(t('me.photoTooLarge', { size: ADVISOR_PHOTO.maxBytes / 1024 / 1024 }));
      return;
    }
    setLocalError(null);
    setFile(chosen);
  };

  const upload = async () => {
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    try {
      const updated = await uploadAdvisorPhoto(file);
      queryClient.setQueryData(advisorKeys.profile, updated);
      setFile(null);
      setDone(true);
    } catch (error) {
      setUploadError(error);
    } finally {
      setUploading(false);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  const shown = previewUrl ?? profile.imagePath;
  return (
    <Card className="self-start">
      <CardBody>
        <h2 className="text-base font-semibold text-ink-900">{t('me.photo')}</h2>
        <div className="mx-auto mt-4 aspect-square w-full max-w-48 overflow-hidden rounded-2xl bg-primary-50 ring-1 ring-ink-200">
          {shown ? (
            <img
              src={shown}
              alt={previewUrl ? t('me.photoPreview') : t('me.photoCurrent', { name: profile.name })}
              className="size-full object-cover"
            />
          ) : (
            <span className="flex size-full items-center justify-center text-primary-300">
              <UserRound className="size-16" aria-hidden />
            </span>
          )}
        </div>
        <p className="mt-2 text-center text-xs text-ink-500">
          {previewUrl ? t('me.photoPreviewHint') : t('me.photoHint', { size: ADVISOR_PHOTO.size })}
        </p>
        <div className="mt-4 flex flex-col gap-2">
          <label
            htmlFor={inputId}
            className="inline-flex h-11 cursor-pointer items-center justify-center gap-2 rounded-xl border border-ink-200 bg-white px-4 text-sm font-semibold text-ink-800 shadow-sm hover:bg-ink-50 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-primary-500/20"
          >
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept="image/jpeg,image/png"
              className="sr-only"
              onChange={(event) => choose(event.target.files?.[0])}
            />
            <Camera className="size-4" aria-hidden />
            {t('me.photoChoose')}
          </label>
          {file && (
            <Button
              loading={uploading}
              icon={<ImageUp className="size-4" aria-hidden />}
              onClick={() => void upload()}
            >
              {t('me.photoUpload')}
            </Button>
          )}
        </div>
        {localError && (
          <p role="alert" className="mt-2 text-sm font-medium text-danger-700">
            {localError}
          </p>
        )}
        <ActionFeedback className="mt-2" error={uploadError} success={done ? t('me.photoDone') : null} />
      </CardBody>
    </Card>
  );
}
