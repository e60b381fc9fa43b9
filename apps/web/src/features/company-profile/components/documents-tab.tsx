/**
 * Profile tab "documents": the current company's documents (`GET /b2b/v1/documents/{companyId}`), readable by every
 * member; uploading and deleting need `edit company master data` (the rule of the company document routes,
 * decision 108). Uploads follow the shared rules (jpeg, jpg, png, pdf, doc, docx; at most 14 MB).
 */
import {
  holdsPermission,
  LIMITS,
  type CompanyUser,
  type DocumentCategory,
  type DocumentType,
  type PortalDocument,
} from '@portal/contracts';
import { ExternalLink, FileText, FolderOpen, Trash2, Upload } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionLoading } from '../../../components/loading/page-loading';
import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { useActiveCompany } from '../../../shared/company/active-company';
import { useCompanyDocuments } from '../../../shared/company/list-company-documents';
import { openCompanyDocument, useDeleteCompanyDocument, useUploadCompanyDocument } from '../api/profile-api';

/** The categories a company files, with the type each is stored as. */
const COMPANY_CATEGORIES: ReadonlyArray<{ category: DocumentCategory; type: DocumentType }> = [
  { category: 'Contract', type: 'Contract' },
  { category: 'Certificate', type: 'Certificate' },
  { category: 'Picture', type: 'Picture' },
  { category: 'Other', type: 'Other' },
];
const ACCEPT = '.jpeg,.jpg,.png,.pdf,.doc,.docx';
const ALLOWED_EXTENSIONS = ['jpeg', 'jpg', 'png', 'pdf', 'doc', 'docx'];

function UploadForm({ companyId }: { companyId: string }) {
  const { t } = useTranslation('company-profile');
  const upload = useUploadCompanyDocument(companyId);
  const [category, setCategory] = useState<DocumentCategory>('Contract');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!file) return setProblem(t('documents.fileRequired'));
    const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!ALLOWED_EXTENSIONS.includes(extension)) return setProblem(t('documents.typeNotAllowed'));
    if (file.size > LIMITS.uploadMaxBytes) return setProblem(t('documents.tooLarge'));
    const type = COMPANY_CATEGORIES.find((c) => c.category === category)!.type;
    upload.mutate(
      { file, category, type },
      {
        onSuccess: () => {
          setFile(null);
          if (input.current) input.current.value = '';
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      className="rounded-xl border border-dashed border-ink-300 bg-ink-50/60 p-4 sm:p-5"
      noValidate
    >
      <p className="font-semibold text-ink-900">{t('documents.uploadTitle')}</p>
      <p className="mt-1 text-sm text-ink-600">{t('documents.uploadHint')}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <label className="block text-sm font-medium text-ink-800">
          {t('documents.category')}
          <select
            value={category}
            onChange={(event) => setCategory(event.target.value as DocumentCategory)}
            className="mt-1.5 block h-11 w-full rounded-xl border border-ink-300 bg-white px-3 text-base text-ink-900 shadow-sm sm:text-sm"
          >
            {COMPANY_CATEGORIES.map((c) => (
              <option key={c.category} value={c.category}>
                {t(`documents.categories.${c.category}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-medium text-ink-800">
          {t('documents.file')}
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            onChange={(event) => {
              setProblem(null);
              setFile(event.target.files?.[0] ?? null);
            }}
            className="mt-1.5 block w-full text-sm text-ink-700 file:me-3 file:h-11 file:rounded-xl file:border-0 file:bg-primary-50 file:px-4 file:font-semibold file:text-primary-800 hover:file:bg-primary-100"
          />
        </label>
      </div>
      {(problem || upload.isError) && (
        <p role="alert" className="mt-3 text-sm text-danger-700">
          {problem ?? errorText(upload.error, { formal: true })}
        </p>
      )}
      {upload.isSuccess && !problem && (
        <p role="status" className="mt-3 text-sm font-medium text-success-700">
          {t('documents.uploaded')}
        </p>
      )}
      <div className="mt-4 flex justify-end">
        <Button type="submit" loading={upload.isPending} icon={<Upload className="size-4" aria-hidden />}>
          {t('documents.upload')}
        </Button>
      </div>
    </form>
  );
}

function DocumentItem({
  document,
  companyId,
  canEdit,
}: {
  document: PortalDocument;
  companyId: string;
  canEdit: boolean;
}) {
  const { t } = useTranslation('company-profile');
  const remove = useDeleteCompanyDocument(companyId);
  const [confirm, setConfirm] = useState(false);
  const [openError, setOpenError] = useState<unknown>(null);
  return (
    <li className="px-4 py-3.5 sm:px-5">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <FileText className="mt-0.5 size-5 shrink-0 text-primary-700" aria-hidden />
          <div className="min-w-0 flex-1">
            <p className="font-medium [overflow-wrap:anywhere] text-ink-900">{document.name}</p>
            <p className="mt-0.5 text-sm text-ink-500">
              {t(`documents.categories.${document.category}`, { defaultValue: document.category })} ·{' '}
              {formatDate(document.createdAt)}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-center justify-end gap-2">
          {confirm ? (
            <>
              <span className="me-auto text-sm text-ink-700 sm:me-1">{t('documents.deleteQuestion')}</span>
              <Button variant="ghost" size="sm" onClick={() => setConfirm(false)}>
                {t('cancel')}
              </Button>
              <Button
                variant="danger"
                size="sm"
                loading={remove.isPending}
                onClick={() => remove.mutate(document.uuid)}
              >
                {t('documents.deleteConfirm')}
              </Button>
            </>
          ) : (
            <>
              <Button
                variant="secondary"
                size="sm"
                icon={<ExternalLink className="size-4" aria-hidden />}
                onClick={() => {
                  setOpenError(null);
                  openCompanyDocument(companyId, document.uuid).catch(setOpenError);
                }}
              >
                {t('documents.open')}
              </Button>
              {canEdit && (
                <Button
                  variant="ghost"
                  size="sm"
                  icon={<Trash2 className="size-4" aria-hidden />}
                  onClick={() => setConfirm(true)}
                >
                  {t('documents.delete')}
                </Button>
              )}
            </>
          )}
        </div>
      </div>
      {(remove.isError || openError !== null) && (
        <p role="alert" className="mt-2 text-sm text-danger-700">
          {errorText(remove.error ?? openError, { formal: true })}
        </p>
      )}
    </li>
  );
}

export function DocumentsTab({ me }: { me: CompanyUser }) {
  const { t } = useTranslation('company-profile');
  const companyId = useActiveCompany((s) => s.activeCompanyId);
  const documents = useCompanyDocuments(companyId);
  const membership = me.companies.find((c) => c.id === companyId);
  if (!companyId || !membership) return <p className="text-sm text-ink-600">{t('documents.noCompany')}</p>;
  const canEdit = holdsPermission(membership, 'edit company master data');
  const list = [...(documents.data ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  return (
    <div className="space-y-6">
      <p className="text-sm text-ink-700">{t('documents.companyOf', { name: membership.name })}</p>
      {documents.isPending ? (
        <SectionLoading label={t('loading')} />
      ) : documents.isError ? (
        <p role="alert" className="text-sm text-danger-700">
          {t('loadFailed')}{' '}
          <button type="button" className="font-medium underline" onClick={() => void documents.refetch()}>
            {t('retry')}
          </button>
        </p>
      ) : list.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-ink-300 px-4 py-8 text-center">
          <FolderOpen className="size-8 text-ink-400" aria-hidden />
          <p className="text-sm text-ink-600">{t('documents.empty')}</p>
        </div>
      ) : (
        <ul
          className="divide-y divide-ink-100 rounded-xl border border-ink-200 bg-white"
          aria-label={t('documents.listLabel')}
        >
          {list.map((document) => (
            <DocumentItem key={document.uuid} document={document} companyId={companyId} canEdit={canEdit} />
          ))}
        </ul>
      )}
      {canEdit ? (
        <UploadForm companyId={companyId} />
      ) : (
        <p className="rounded-xl bg-ink-50 px-4 py-3 text-sm text-ink-600">{t('documents.readOnly')}</p>
      )}
    </div>
  );
}
