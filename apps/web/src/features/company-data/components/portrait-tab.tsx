/**
 * Tab "Portrait": the text (plain paragraphs, decision 111), the logo and pictures (company documents of category
 * `Picture` through the shared documents module) and a preview of how the portrait reads. Editing needs
 * `edit company portrait`; everyone else sees the preview with a note.
 */
import {
  UPLOAD_IMAGE_EXTENSIONS,
  UpdateCompanyPortraitBody,
  type Company,
  type PortalDocument,
} from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Building2, ImagePlus, Star, Trash2 } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, FormActions, SubmitButton, TextareaField, useContractForm } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/error-text';
import { useCompanyDocuments } from '../../../shared/company/list-company-documents';
import {
  checkFile,
  useDeleteDocument,
  useDocumentPreview,
  useUploadDocument,
} from '../../../shared/documents';
import { companyKeys } from '../../../shared/query-keys';
import { useUpdateCompanyPortrait } from '../api/update-company-portrait';
import { bodyFormSchema, textOrNull } from '../utils/body-form-schema';
import { ReadOnlyNote, SavedNote } from './read-only-note';
import { ResponseFiguresCard } from './response-figures-card';

const PORTRAIT_MAX = 5000;

interface PortraitValues extends Record<string, unknown> {
  portrait: string;
}

const PortraitSchema = bodyFormSchema<PortraitValues, typeof UpdateCompanyPortraitBody>({
  contract: UpdateCompanyPortraitBody,
  toBody: (values) => ({ portrait: textOrNull(values.portrait) }),
});

/** The portrait's paragraphs: an empty line starts a new one; single line breaks stay. Text only, no markup. */
export function PortraitText({ text }: { text: string }) {
  return (
    <div className="space-y-3 text-sm leading-6 text-ink-800">
      {text
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          <p key={index} className="whitespace-pre-line">
            {paragraph}
          </p>
        ))}
    </div>
  );
}

function PictureImage({
  companyId,
  documentId,
  alt,
  className,
}: {
  companyId: string;
  documentId: string;
  alt: string;
  className?: string;
}) {
  const preview = useDocumentPreview(documentId, companyId);
  if (!preview.url) {
    return (
      <span className={`flex items-center justify-center bg-ink-100 ${className ?? ''}`}>
        {preview.isLoading ? <Spinner /> : <Building2 className="size-6 text-ink-400" aria-hidden />}
      </span>
    );
  }
  return <img src={preview.url} alt={alt} className={`object-contain ${className ?? ''}`} />;
}

/** How the portrait reads: logo, name, text and pictures. */
function PortraitPreview({ company, pictures }: { company: Company; pictures: readonly PortalDocument[] }) {
  const { t } = useTranslation('company-data');
  const others = pictures.filter((picture) => picture.uuid !== company.logoDocumentId);
  return (
    <Card>
      <CardHeader title={t('portrait.preview.title')} description={t('portrait.preview.hint')} />
      <CardBody>
        <div className="flex items-center gap-4">
          {company.logoDocumentId ? (
            <PictureImage
              companyId={company.id}
              documentId={company.logoDocumentId}
              alt={t('portrait.logoAlt', { name: company.name })}
              className="size-16 shrink-0 rounded-xl border border-ink-200 bg-white p-1"
            />
          ) : (
            <span className="flex size-16 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
              <Building2 className="size-7" aria-hidden />
            </span>
          )}
          <p className="min-w-0 text-lg font-semibold [overflow-wrap:anywhere] text-ink-900">
            {company.name}
          </p>
        </div>
        <div className="mt-5">
          {company.portrait ? (
            <PortraitText text={company.portrait} />
          ) : (
            <p className="text-sm text-ink-500">{t('portrait.preview.empty')}</p>
          )}
        </div>
        {others.length > 0 && (
          <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {others.map((picture) => (
              <li key={picture.uuid}>
                <PictureImage
                  companyId={company.id}
                  documentId={picture.uuid}
                  alt={picture.name}
                  className="aspect-[4/3] w-full rounded-xl border border-ink-200 bg-ink-50"
                />
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}

function PortraitTextForm({ company }: { company: Company }) {
  const { t } = useTranslation('company-data');
  const save = useUpdateCompanyPortrait(company.id);
  const [saved, setSaved] = useState(false);
  const form = useContractForm({
    schema: PortraitSchema,
    defaultValues: { portrait: company.portrait ?? '' },
    onSubmit: async (body) => {
      setSaved(false);
      await save.mutateAsync(body);
      setSaved(true);
    },
  });
  return (
    <Card>
      <CardHeader title={t('portrait.text.title')} description={t('portrait.text.hint')} />
      <CardBody>
        <Form form={form} className="space-y-5" onChange={() => setSaved(false)}>
          <TextareaField
            name="portrait"
            label={t('portrait.text.label')}
            maxLength={PORTRAIT_MAX}
            rows={10}
          />
          <FormActions formal>
            {saved && <SavedNote />}
            <SubmitButton>{t('common.save')}</SubmitButton>
          </FormActions>
        </Form>
      </CardBody>
    </Card>
  );
}

function PicturesCard({ company, pictures }: { company: Company; pictures: readonly PortalDocument[] }) {
  const { t } = useTranslation(['company-data', 'validation']);
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadDocument();
  const remove = useDeleteDocument(company.id);
  const setLogo = useUpdateCompanyPortrait(company.id);
  const [problem, setProblem] = useState<string | null>(null);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const issue = checkFile(file, 'Picture');
    if (issue) {
      setProblem(issue === 'too_large' ? t('portrait.pictures.tooLarge') : t(`validation:${issue}`));
      return;
    }
    setProblem(null);
    upload.mutate(
      { file, category: 'Picture', type: 'Picture', companyId: company.id },
      {
        // The first picture becomes the logo, so a new company is not left without one.
        onSuccess: (document) => {
          if (!company.logoDocumentId) setLogo.mutate({ logoDocumentId: document.uuid });
        },
        onError: (error) => setProblem(errorText(error, { formal: true })),
      },
    );
  };

  const onDelete = (picture: PortalDocument) =>
    remove.mutate(picture.uuid, {
      // Deleting the logo's picture removes the logo: reload the company.
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: companyKeys.company(company.id) }),
      onError: (error) => setProblem(errorText(error, { formal: true })),
    });

  return (
    <Card>
      <CardHeader
        title={t('portrait.pictures.title')}
        description={t('portrait.pictures.hint')}
        action={
          <>
            <input
              ref={input}
              type="file"
              accept={UPLOAD_IMAGE_EXTENSIONS.map((ext) => `.${ext}`).join(',') + ',image/jpeg,image/png'}
              className="sr-only"
              aria-label={t('portrait.pictures.upload')}
              onChange={onFile}
              data-testid="picture-input"
            />
            <Button
              variant="secondary"
              size="sm"
              loading={upload.isPending}
              onClick={() => input.current?.click()}
            >
              <ImagePlus className="size-4" aria-hidden />
              <span className="hidden sm:inline">{t('portrait.pictures.upload')}</span>
              <span className="sm:hidden">{t('portrait.pictures.uploadShort')}</span>
            </Button>
          </>
        }
      />
      <CardBody className="space-y-4">
        {problem && (
          <p role="alert" className="rounded-xl bg-danger-50 px-4 py-3 text-sm text-danger-700">
            {problem}
          </p>
        )}
        {pictures.length === 0 ? (
          <p className="text-sm text-ink-600">{t('portrait.pictures.empty')}</p>
        ) : (
          <ul className="divide-y divide-ink-100">
            {pictures.map((picture) => {
              const isLogo = picture.uuid === company.logoDocumentId;
              return (
                <li key={picture.uuid} className="flex flex-wrap items-center gap-3 py-3">
                  <PictureImage
                    companyId={company.id}
                    documentId={picture.uuid}
                    alt={picture.name}
                    className="size-14 shrink-0 rounded-lg border border-ink-200 bg-white"
                  />
                  <div className="min-w-32 flex-1">
                    <p className="truncate text-sm font-medium text-ink-900">{picture.name}</p>
                    {isLogo && (
                      <p className="mt-0.5 inline-flex items-center gap-1 rounded-full bg-primary-50 px-2 py-0.5 text-xs font-semibold text-primary-800">
                        <Star className="size-3" aria-hidden />
                        {t('portrait.pictures.isLogo')}
                      </p>
                    )}
                  </div>
                  <div className="ms-auto flex gap-2">
                    {!isLogo && (
                      <Button
                        variant="ghost"
                        size="sm"
                        disabled={setLogo.isPending}
                        onClick={() => setLogo.mutate({ logoDocumentId: picture.uuid })}
                      >
                        {t('portrait.pictures.useAsLogo')}
                      </Button>
                    )}
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={remove.isPending}
                      onClick={() => onDelete(picture)}
                      aria-label={t('portrait.pictures.delete', { name: picture.name })}
                    >
                      <Trash2 className="size-4 text-danger-700" aria-hidden />
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}

export function PortraitTab({ company, canEdit }: { company: Company; canEdit: boolean }) {
  const { t } = useTranslation('company-data');
  const documents = useCompanyDocuments(company.id);
  const pictures = (documents.data ?? []).filter((doc) => doc.category === 'Picture');
  if (!canEdit) {
    return (
      <div className="space-y-4">
        <ReadOnlyNote permissionLabel={t('permissions.portrait')} />
        <ResponseFiguresCard companyId={company.id} />
        <PortraitPreview company={company} pictures={pictures} />
      </div>
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-5">
      <div className="flex min-w-0 flex-col gap-6 lg:col-span-3">
        <PortraitTextForm company={company} />
        <PicturesCard company={company} pictures={pictures} />
      </div>
      <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
        <ResponseFiguresCard companyId={company.id} />
        <PortraitPreview company={company} pictures={pictures} />
      </div>
    </div>
  );
}
