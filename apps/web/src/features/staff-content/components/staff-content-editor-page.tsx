/**
 * `/advisor/staff/content/new` and `/advisor/staff/content/:id`: the staff editor for one news item, tip or FAQ
 * entry (issue 12): fields by kind, a Markdown textarea with a live preview beside it (tabs on phones) through the
 * same renderer readers get (decision 180), save as draft, publish, take back, delete with confirmation, and the
 * entry's translations (decision 186). `new?translationOf={id}&language={lang}` starts a translation.
 */
import {
  CONTENT_LIMITS,
  ContentAudience,
  ContentEntryBody,
  ContentKind,
  ContentLanguage,
  ContentUnit,
  FAQ_CATEGORIES,
  type ContentEntryValues,
  type StaffContentEntry,
} from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { ArrowLeft, Eye, Languages, PencilLine, Send, Trash2, Undo2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { Markdown } from '../../../components/content/markdown';
import {
  Form,
  FormActions,
  NumberField,
  SelectField,
  SubmitButton,
  TextareaField,
  TextField,
  controlClasses,
  useContractForm,
} from '../../../components/form';
import { PageContainer } from '../../../components/layouts/app-frame';
import { PageState } from '../../../components/loading/page-state';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Modal } from '../../../components/ui/modal';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { formatDateTime } from '../../../lib/format';
import { ApiError } from '../../../lib/http';
import {
  createEntry,
  deleteEntry,
  setPublished,
  staffContentKeys,
  updateEntry,
  useStaffContentEntry,
} from '../api/staff-content';
import { KindBadge, StatusBadge } from './content-labels';
import { staffContentPath } from './staff-content-list-page';

type Values = ContentEntryValues;

/** Refusals of the content rules (2800–2819) are shown above the buttons; everything else by the form kit. */
function isContentRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code >= 2800 && error.code < 2820;
}

function valuesOf(entry: StaffContentEntry): Values {
  return {
    kind: entry.kind,
    audience: entry.audience,
    unit: entry.unit,
    language: entry.language,
    translationOf: entry.translationOf,
    category: entry.category,
    title: entry.title,
    teaser: entry.teaser,
    body: entry.body,
    sortOrder: entry.sortOrder,
  };
}

const EMPTY: Values = {
  kind: 'news',
  audience: 'applicant',
  unit: 'both',
  language: 'de',
  translationOf: null,
  category: null,
  title: '',
  teaser: null,
  body: '',
  sortOrder: 0,
};

function Preview({
  control,
}: {
  control: ReturnType<typeof useContractForm<Values, Values>>['form']['control'];
}) {
  const { t } = useTranslation('staff-content');
  const [title, teaser, body, kind] = useWatch({ control, name: ['title', 'teaser', 'body', 'kind'] });
  return (
    <div className="min-h-48 rounded-xl border border-ink-200 bg-white p-5" aria-live="polite">
      {title ? (
        <p className="text-lg font-bold break-words text-ink-900">{title}</p>
      ) : (
        <p className="text-sm text-ink-500">{t('editor.previewNoTitle')}</p>
      )}
      {kind === 'news' && teaser && <p className="mt-2 text-ink-700">{teaser}</p>}
      <div className="mt-4 border-t border-ink-100 pt-4 text-ink-800">
        {body?.trim() ? (
          <Markdown source={body} />
        ) : (
          <p className="text-sm text-ink-500">{t('editor.previewEmpty')}</p>
        )}
      </div>
    </div>
  );
}

function EditorForm({ entry, initial }: { entry: StaffContentEntry | null; initial: Values }) {
  const { t } = useTranslation('staff-content');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const intent = useRef<'save' | 'publish'>('save');
  const [refusal, setRefusal] = useState<string | null>(null);
  // After creating, the page moves to the entry's address and says what happened there.
  const location = useLocation();
  const [notice, setNotice] = useState<string | null>(
    (location.state as { notice?: string } | null)?.notice ?? null,
  );
  const [pane, setPane] = useState<'write' | 'preview'>('write');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [busy, setBusy] = useState(false);
  const isTranslation = !!initial.translationOf;

  const refresh = (saved: StaffContentEntry) => {
    queryClient.setQueryData(staffContentKeys.one(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: staffContentKeys.all });
  };

  const kit = useContractForm<Values, Values>({
    schema: ContentEntryBody,
    defaultValues: initial,
    onSubmit: async (values) => {
      setRefusal(null);
      setNotice(null);
      try {
        let saved = entry ? await updateEntry(entry.id, values) : await createEntry(values);
        if (intent.current === 'publish') saved = await setPublished(saved.id, true);
        refresh(saved);
        const done = intent.current === 'publish' ? t('editor.published') : t('editor.saved');
        setNotice(done);
        if (!entry) void navigate(staffContentPath(saved.id), { replace: true, state: { notice: done } });
      } catch (error) {
        if (isContentRefusal(error)) {
          setRefusal(errorText(error));
          return;
        }
        throw error;
      }
    },
  });
  const kind = useWatch({ control: kit.form.control, name: 'kind' });
  // A refused text is never hidden behind the preview tab on phones.
  const showWrite = pane === 'write' || !!kit.form.formState.errors.body;
  const audience = useWatch({ control: kit.form.control, name: 'audience' });
  // Tips and FAQ entries are for applicants; only news have a teaser (the contract's rules).
  const { setValue } = kit.form;
  useEffect(() => {
    if (kind !== 'news' && audience !== 'applicant') setValue('audience', 'applicant');
    if (kind !== 'news') setValue('teaser', null);
  }, [kind, audience, setValue]);

  const unpublish = async () => {
    if (!entry) return;
    setBusy(true);
    setNotice(null);
    try {
      refresh(await setPublished(entry.id, false));
      setNotice(t('editor.unpublished'));
    } catch (error) {
      setRefusal(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!entry) return;
    setBusy(true);
    try {
      await deleteEntry(entry.id);
      await queryClient.invalidateQueries({ queryKey: staffContentKeys.all });
      void navigate(paths.advisor.staff.content, { replace: true });
    } catch (error) {
      setRefusal(errorText(error));
      setConfirmDelete(false);
    } finally {
      setBusy(false);
    }
  };

  const options = <V extends string>(values: readonly V[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

  return (
    <Form form={kit} className="mt-6 space-y-6">
      <Card>
        <CardHeader title={t('editor.settings')} />
        <CardBody className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          <SelectField
            name="kind"
            label={t('editor.kind')}
            required
            disabled={!!entry || isTranslation}
            options={options(ContentKind.options, 'kind')}
          />
          {kind === 'news' && (
            <SelectField
              name="audience"
              label={t('editor.audience')}
              required
              disabled={isTranslation}
              options={options(ContentAudience.options, 'audience')}
            />
          )}
          {audience !== 'company' && (
            <SelectField
              name="unit"
              label={t('editor.unit')}
              required
              disabled={isTranslation}
              options={options(ContentUnit.options, 'unit')}
            />
          )}
          <SelectField
            name="language"
            label={t('editor.language')}
            required
            options={ContentLanguage.options.map((value) => ({
              value,
              label: t(`language.${value}`),
            }))}
          />
          {kind === 'faq' && (
            <SelectField
              name="category"
              label={t('editor.category')}
              required
              disabled={isTranslation}
              options={options(FAQ_CATEGORIES, 'category')}
            />
          )}
          {kind !== 'news' && (
            <NumberField
              name="sortOrder"
              label={t('editor.sortOrder')}
              hint={t('editor.sortOrderHint')}
              decimal={false}
              disabled={isTranslation}
            />
          )}
        </CardBody>
      </Card>

      <Card>
        <CardHeader title={t('editor.text')} />
        <CardBody className="space-y-5">
          <TextField
            name="title"
            label={kind === 'faq' ? t('editor.question') : t('editor.title')}
            required
            maxLength={CONTENT_LIMITS.titleMax}
          />
          {kind === 'news' && (
            <TextField
              name="teaser"
              label={t('editor.teaser')}
              hint={t('editor.teaserHint')}
              required
              maxLength={CONTENT_LIMITS.teaserMax}
            />
          )}
          <div
            role="tablist"
            aria-label={t('editor.paneLabel')}
            className="flex gap-1 rounded-xl bg-ink-100 p-1 lg:hidden"
          >
            {(['write', 'preview'] as const).map((value) => (
              <button
                key={value}
                type="button"
                role="tab"
                aria-selected={pane === value}
                onClick={() => setPane(value)}
                className={clsx(
                  'flex h-9 flex-1 items-center justify-center gap-1.5 rounded-lg text-sm font-semibold',
                  pane === value ? 'bg-white text-ink-900 shadow-sm' : 'text-ink-600',
                )}
              >
                {value === 'write' ? (
                  <PencilLine className="size-4" aria-hidden />
                ) : (
                  <Eye className="size-4" aria-hidden />
                )}
                {t(`editor.pane.${value}`)}
              </button>
            ))}
          </div>
          <div className="grid gap-5 lg:grid-cols-2">
            <div className={clsx(!showWrite && 'hidden lg:block')}>
              <TextareaField
                name="body"
                label={kind === 'faq' ? t('editor.answer') : t('editor.body')}
                hint={t('editor.markdownHint')}
                required
                rows={16}
                maxLength={CONTENT_LIMITS.bodyMax}
                textareaClassName="font-mono text-sm"
              />
            </div>
            <div className={clsx(pane !== 'preview' && 'hidden lg:block')}>
              <p className="mb-1.5 text-sm font-medium text-ink-800">{t('editor.preview')}</p>
              <Preview control={kit.form.control} />
            </div>
          </div>
        </CardBody>
      </Card>

      {refusal && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {refusal}
        </p>
      )}
      {notice && (
        <p role="status" className="text-sm font-medium text-success-700">
          {notice}
        </p>
      )}
      <FormActions align="between">
        <div className="flex flex-wrap gap-3">
          {entry && (
            <Button
              type="button"
              variant="danger"
              icon={<Trash2 className="size-4" aria-hidden />}
              onClick={() => setConfirmDelete(true)}
            >
              {t('editor.delete')}
            </Button>
          )}
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          {entry?.status === 'published' && (
            <Button
              type="button"
              variant="secondary"
              loading={busy}
              icon={<Undo2 className="size-4" aria-hidden />}
              onClick={() => void unpublish()}
            >
              {t('editor.unpublish')}
            </Button>
          )}
          <SubmitButton variant="secondary" onClick={() => (intent.current = 'save')}>
            {entry?.status === 'published' ? t('editor.saveChanges') : t('editor.saveDraft')}
          </SubmitButton>
          {entry?.status !== 'published' && (
            <SubmitButton
              icon={<Send className="size-4" aria-hidden />}
              onClick={() => (intent.current = 'publish')}
            >
              {t('editor.publish')}
            </SubmitButton>
          )}
        </div>
      </FormActions>

      <Modal
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('editor.deleteTitle')}
        description={
          entry && entry.translations.length > 0
            ? t('editor.deleteTextWithTranslations', { count: entry.translations.length })
            : t('editor.deleteText')
        }
        confirmLabel={t('editor.deleteConfirm')}
        cancelLabel={t('editor.cancel')}
        onConfirm={() => void remove()}
        confirmLoading={busy}
      />
    </Form>
  );
}

function Translations({ entry }: { entry: StaffContentEntry }) {
  const { t } = useTranslation('staff-content');
  const [language, setLanguage] = useState('');
  const navigate = useNavigate();
  const taken = new Set([entry.language, ...entry.translations.map((tr) => tr.language)]);
  const free = ContentLanguage.options.filter((value) => !taken.has(value));
  return (
    <Card>
      <CardHeader title={t('translations.title')} icon={<Languages className="size-5" />} />
      <CardBody className="space-y-4">
        {entry.translations.length === 0 ? (
          <p className="text-sm text-ink-600">{t('translations.none')}</p>
        ) : (
          <ul className="divide-y divide-ink-100 rounded-xl border border-ink-100">
            {entry.translations.map((tr) => (
              <li key={tr.id}>
                <Link
                  to={staffContentPath(tr.id)}
                  className="flex items-center justify-between gap-3 px-4 py-3 text-sm hover:bg-ink-50"
                >
                  <span className="font-medium text-ink-900">{t(`language.${tr.language}`)}</span>
                  <StatusBadge status={tr.status} />
                </Link>
              </li>
            ))}
          </ul>
        )}
        {free.length > 0 && (
          <div className="flex flex-wrap items-end gap-3">
            <div className="min-w-48 flex-1">
              <label htmlFor="translation-language" className="mb-1.5 block text-sm font-medium text-ink-800">
                {t('translations.language')}
              </label>
              <select
                id="translation-language"
                value={language}
                onChange={(event) => setLanguage(event.target.value)}
                className={controlClasses(false, 'h-11')}
              >
                <option value="">{t('translations.choose')}</option>
                {free.map((value) => (
                  <option key={value} value={value}>
                    {t(`language.${value}`)}
                  </option>
                ))}
              </select>
            </div>
            <Button
              type="button"
              variant="secondary"
              disabled={!language}
              onClick={() =>
                void navigate(
                  `${paths.advisor.staff.content}/new?translationOf=${entry.id}&language=${language}`,
                )
              }
            >
              {t('translations.add')}
            </Button>
          </div>
        )}
      </CardBody>
    </Card>
  );
}

export function StaffContentEditorPage() {
  const { t } = useTranslation('staff-content');
  const { id } = useParams();
  const [params] = useSearchParams();
  const isNew = !id || id === 'new';
  const translationOf = isNew ? params.get('translationOf') : null;
  const current = useStaffContentEntry(isNew ? undefined : id);
  const original = useStaffContentEntry(translationOf ?? undefined);

  const query = isNew ? (translationOf ? original : null) : current;
  if (query?.isPending) return <PageState state={{ status: 'loading' }} />;
  if (query?.isError || (query && !query.data)) {
    return <PageState state={{ status: 'error', retry: () => void query?.refetch() }} />;
  }

  const entry = isNew ? null : (current.data ?? null);
  let initial: Values = EMPTY;
  if (entry) initial = valuesOf(entry);
  else if (original.data) {
    const language = ContentLanguage.safeParse(params.get('language'));
    initial = {
      ...valuesOf(original.data),
      translationOf: original.data.id,
      language: language.success ? language.data : 'en',
    };
  }

  return (
    <PageContainer>
      <Link
        to={paths.advisor.staff.content}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary-700 hover:underline"
      >
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
        {t('editor.back')}
      </Link>
      <PageHeader
        className="mt-4"
        title={entry ? entry.title : original.data ? t('editor.newTranslation') : t('editor.newTitle')}
        description={
          original.data && !entry
            ? t('editor.translationOf', { title: original.data.title })
            : entry
              ? undefined
              : t('editor.newIntro')
        }
      />
      {entry && (
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-ink-600">
          <KindBadge kind={entry.kind} />
          <StatusBadge status={entry.status} />
          {entry.publishedAt && (
            <span>
              {t('editor.publishedAt')}: <bdi dir="ltr">{formatDateTime(entry.publishedAt)}</bdi>
            </span>
          )}
          <span>
            {t('editor.updatedAt')}: <bdi dir="ltr">{formatDateTime(entry.updatedAt)}</bdi>
            {entry.authorName && ` · ${entry.authorName}`}
          </span>
          {entry.translationOf && (
            <Link
              to={staffContentPath(entry.translationOf)}
              className="font-semibold text-primary-700 hover:underline"
            >
              {t('editor.toOriginal')}
            </Link>
          )}
        </div>
      )}
      <EditorForm key={entry?.id ?? `new-${translationOf ?? ''}`} entry={entry} initial={initial} />
      {entry && !entry.translationOf && (
        <div className="mt-6">
          <Translations entry={entry} />
        </div>
      )}
    </PageContainer>
  );
}
