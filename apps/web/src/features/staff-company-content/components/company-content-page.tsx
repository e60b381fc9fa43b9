/**
 * `/advisor/staff/company-content`: what the partner support publishes for companies (decisions 205, 206) –
 * tabs downloads (upload, publish, withdraw, delete), courses (create, edit, publish, delete) and the
 * companies' course requests (confirm or decline, with a note). The tab lives in the address (`?tab=`).
 */
import {
  COURSE_FORMATS,
  DOWNLOAD_CATEGORIES,
  formatMoney,
  type CourseBody,
  type StaffCourseRequest,
  type StaffDownload,
  type StaffUpskillingCourse,
} from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Pill } from '../../../components/ui/pill';
import { Check, Download, Eye, EyeOff, Pencil, Plus, Trash2, Upload, X } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Markdown } from '../../../components/content/markdown';
import { PageContainer } from '../../../components/layouts/app-frame';
import { QueryContent } from '../../../components/loading/page-state';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Modal } from '../../../components/ui/modal';
import { PageHeader } from '../../../components/ui/page-header';
import { SegmentedTabs } from '../../../components/ui/segmented-tabs';
import { paths } from '../../../config/paths';
import { useActionState } from '../hooks/use-action-state';
import { formatDate, formatDateTime } from '../../../lib/format';
import { formatFileSize } from '../../../shared/documents/utils/document-rules';
import {
  createCourse,
  decideRequest,
  deleteCourse,
  deleteDownload,
  saveStaffDownload,
  staffContentKeys,
  updateCourse,
  updateDownload,
  uploadDownload,
  usePartnerCompanies,
  useStaffCourses,
  useStaffDownloads,
  useStaffRequests,
} from '../api/staff-content';
import { Checkbox, Field, FormError, Input, parseEuro, Select, Textarea } from './fields';

const TABS = ['downloads', 'courses', 'requests'] as const;
type Tab = (typeof TABS)[number];

/** Publishes or withdraws (downloads and courses). */
function PublishButton({
  published,
  busy,
  onClick,
  labels,
}: {
  published: boolean;
  busy?: boolean;
  onClick: () => void;
  labels: { publish: string; withdraw: string };
}) {
  return (
    <Button
      size="sm"
      variant="secondary"
      loading={busy}
      icon={published ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
      onClick={onClick}
    >
      {published ? labels.withdraw : labels.publish}
    </Button>
  );
}

/** Deletes after the browser's confirmation. */
function DeleteButton({
  label,
  question,
  onDelete,
}: {
  label: string;
  question: string;
  onDelete: () => void;
}) {
  const { t } = useTranslation('staff-company-content');
  return (
    <Button
      size="sm"
      variant="ghost"
      className="text-danger-700 hover:bg-danger-50"
      icon={<Trash2 className="size-4" aria-hidden />}
      aria-label={label}
      onClick={() => {
        if (window.confirm(question)) onDelete();
      }}
    >
      {t('delete')}
    </Button>
  );
}

// ---------------------------------------------------------------------------------------------------------
// Downloads

function UploadForm() {
  const { t } = useTranslation('staff-company-content');
  const queryClient = useQueryClient();
  const companies = usePartnerCompanies();
  const fileRef = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [category, setCategory] = useState<string>('guides');
  const [companyId, setCompanyId] = useState('');
  const [published, setPublished] = useState(true);
  const { pending: saving, error, done, run, fail: setError } = useActionState();
  const [fileName, setFileName] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const file = fileRef.current?.files?.[0];
    if (!file) {
      setError(t('downloads.fileRequired'));
      return;
    }
    await run(async () => {
      const created = await uploadDownload({ file, title, description, category, companyId, published });
      await queryClient.invalidateQueries({ queryKey: staffContentKeys.downloads });
      setTitle('');
      setDescription('');
      if (fileRef.current) fileRef.current.value = '';
      setFileName(null);
      return t('downloads.uploaded', { title: created.title });
    });
  };

  return (
    <Card>
      <CardHeader
        title={t('downloads.uploadTitle')}
        description={t('downloads.uploadIntro')}
        icon={<Upload className="size-5" />}
      />
      <CardBody>
        <form onSubmit={(event) => void submit(event)} className="grid gap-4 md:grid-cols-2" noValidate>
          <Field label={t('downloads.fieldTitle')}>
            {(id) => (
              <Input
                id={id}
                value={title}
                onChange={(e) => setTitle(e.target.value)}
                maxLength={120}
                required
              />
            )}
          </Field>
          <Field label={t('downloads.fieldCategory')}>
            {(id) => (
              <Select id={id} value={category} onChange={(e) => setCategory(e.target.value)}>
                {DOWNLOAD_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {t(`categories.${c}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t('downloads.fieldDescription')} className="md:col-span-2">
            {(id) => (
              <Textarea
                id={id}
                rows={2}
                value={description}
                onChange={(e) => setDescription(e.target.value)}
                maxLength={1000}
              />
            )}
          </Field>
          <Field label={t('downloads.fieldAudience')}>
            {(id) => (
              <Select id={id} value={companyId} onChange={(e) => setCompanyId(e.target.value)}>
                <option value="">{t('downloads.audienceAll')}</option>
                {(companies.data ?? []).map((company) => (
                  <option key={company.id} value={company.id}>
                    {company.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t('downloads.fieldFile')} hint={t('downloads.fileHint')}>
            {(id) => (
              <div className="mt-1 flex min-h-10 items-center gap-3 rounded-lg border border-ink-300 bg-white px-2 py-1.5 focus-within:outline-2 focus-within:outline-primary-600">
                <input
                  id={id}
                  ref={fileRef}
                  type="file"
                  accept=".pdf,.doc,.docx,.png,.jpg,.jpeg"
                  className="sr-only"
                  onChange={(e) => setFileName(e.target.files?.[0]?.name ?? null)}
                />
                <label
                  htmlFor={id}
                  aria-hidden
                  className="shrink-0 cursor-pointer rounded-md bg-primary-50 px-3 py-1.5 text-sm font-semibold text-primary-800 hover:bg-primary-100"
                >
                  {t('downloads.chooseFile')}
                </label>
                <span className="min-w-0 truncate text-sm text-ink-600">
                  {fileName ?? t('downloads.noFile')}
                </span>
              </div>
            )}
          </Field>
          <div className="flex flex-wrap items-center justify-between gap-3 md:col-span-2">
            <Checkbox
              label={t('downloads.publishNow')}
              checked={published}
              onChange={(e) => setPublished(e.target.checked)}
            />
            <Button type="submit" loading={saving} icon={<Upload className="size-4" aria-hidden />}>
              {t('downloads.upload')}
            </Button>
          </div>
          <div className="md:col-span-2">
            <FormError message={error} />
            {done && (
              <p role="status" className="text-sm font-medium text-success-700">
                {done}
              </p>
            )}
          </div>
        </form>
      </CardBody>
    </Card>
  );
}

function DownloadRow({ download }: { download: StaffDownload }) {
  const { t, i18n } = useTranslation('staff-company-content');
  const queryClient = useQueryClient();
  const { pending: busy, error, run: runAction } = useActionState();
  const run = (action: () => Promise<unknown>) =>
    runAction(async () => {
      await action();
      await queryClient.invalidateQueries({ queryKey: staffContentKeys.downloads });
    });
  return (
    <li className="flex flex-col gap-3 px-5 py-4 lg:flex-row lg:items-center sm:px-6">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold break-words text-ink-900">{download.title}</span>
          <Pill tone={download.published ? 'success' : 'ink'}>
            {download.published ? t('downloads.published') : t('downloads.draft')}
          </Pill>
        </div>
        <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-ink-600">
          <span>{t(`categories.${download.category}`)}</span>
          <span>{download.companyName ?? t('downloads.audienceAll')}</span>
          <span>
            {download.fileName} · {formatFileSize(download.sizeBytes, i18n.language)}
          </span>
          {download.publishedAt && (
            <span>{t('downloads.publishedOn', { date: formatDate(download.publishedAt) })}</span>
          )}
        </p>
        <FormError message={error} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="ghost"
          icon={<Download className="size-4" aria-hidden />}
          onClick={() => void run(() => saveStaffDownload(download.id, download.fileName))}
        >
          {t('downloads.file')}
        </Button>
        <PublishButton
          published={download.published}
          busy={busy}
          labels={{ publish: t('downloads.publish'), withdraw: t('downloads.withdraw') }}
          onClick={() => void run(() => updateDownload(download.id, { published: !download.published }))}
        />
        <DeleteButton
          label={t('downloads.deleteLabel', { title: download.title })}
          question={t('downloads.confirmDelete', { title: download.title })}
          onDelete={() => void run(() => deleteDownload(download.id))}
        />
      </div>
    </li>
  );
}

function DownloadsTab() {
  const { t } = useTranslation('staff-company-content');
  const downloads = useStaffDownloads();
  return (
    <div className="space-y-6">
      <UploadForm />
      <Card>
        <CardHeader title={t('downloads.listTitle')} />
        <QueryContent query={downloads}>
          {(items) =>
            items.length === 0 ? (
              <p className="px-6 py-8 text-center text-sm text-ink-600">{t('downloads.empty')}</p>
            ) : (
              <ul className="mt-4 divide-y divide-ink-100 border-t border-ink-100">
                {items.map((download) => (
                  <DownloadRow key={download.id} download={download} />
                ))}
              </ul>
            )
          }
        </QueryContent>
      </Card>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------------------
// Courses

interface CourseDraft {
  title: string;
  description: string;
  format: string;
  duration: string;
  location: string;
  startsOn: string;
  endsOn: string;
  price: string;
  seats: string;
  published: boolean;
}

const emptyDraft: CourseDraft = {
  title: '',
  description: '',
  format: 'online',
  duration: '',
  location: '',
  startsOn: '',
  endsOn: '',
  price: '',
  seats: '',
  published: false,
};

const draftOf = (course: StaffUpskillingCourse): CourseDraft => ({
  title: course.title,
  description: course.description,
  format: course.format,
  duration: course.duration,
  location: course.location ?? '',
  startsOn: course.startsOn ?? '',
  endsOn: course.endsOn ?? '',
  price: course.priceCents === null ? '' : (course.priceCents / 100).toFixed(2).replace('.', ','),
  seats: course.seats === null ? '' : String(course.seats),
  published: course.published,
});

function CourseDialog({ course, onClose }: { course: StaffUpskillingCourse | null; onClose: () => void }) {
  const { t } = useTranslation('staff-company-content');
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<CourseDraft>(course ? draftOf(course) : emptyDraft);
  const { pending: saving, error, run, fail: setError } = useActionState();
  const set = <K extends keyof CourseDraft>(key: K, value: CourseDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const save = async () => {
    const priceCents = parseEuro(draft.price);
    const seats = draft.seats.trim() === '' ? null : Number(draft.seats);
    if (Number.isNaN(priceCents)) return setError(t('courses.priceInvalid'));
    if (seats !== null && (!Number.isInteger(seats) || seats < 1)) return setError(t('courses.seatsInvalid'));
    const body: CourseBody = {
      title: draft.title,
      description: draft.description,
      format: draft.format as CourseBody['format'],
      duration: draft.duration,
      location: draft.location,
      startsOn: draft.startsOn || null,
      endsOn: draft.endsOn || null,
      priceCents,
      seats,
      currency: 'EUR',
      published: draft.published,
    };
    await run(async () => {
      if (course) await updateCourse(course.id, body);
      else await createCourse(body);
      await queryClient.invalidateQueries({ queryKey: staffContentKeys.courses });
      onClose();
    });
  };

  return (
    <Modal
      open
      size="lg"
      onOpenChange={(open) => (!open ? onClose() : undefined)}
      title={course ? t('courses.editTitle') : t('courses.newTitle')}
      confirmLabel={t('save')}
      onConfirm={() => void save()}
      confirmLoading={saving}
      cancelLabel={t('cancel')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('courses.fieldTitle')} className="sm:col-span-2">
          {(id) => (
            <Input
              id={id}
              value={draft.title}
              onChange={(e) => set('title', e.target.value)}
              maxLength={120}
            />
          )}
        </Field>
        <Field
          label={t('courses.fieldDescription')}
          hint={t('courses.markdownHint')}
          className="sm:col-span-2"
        >
          {(id) => (
            <Textarea
              id={id}
              rows={6}
              value={draft.description}
              onChange={(e) => set('description', e.target.value)}
              maxLength={5000}
            />
          )}
        </Field>
        <Field label={t('courses.fieldFormat')}>
          {(id) => (
            <Select id={id} value={draft.format} onChange={(e) => set('format', e.target.value)}>
              {COURSE_FORMATS.map((f) => (
                <option key={f} value={f}>
                  {t(`formats.${f}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('courses.fieldDuration')}>
          {(id) => (
            <Input
              id={id}
              value={draft.duration}
              onChange={(e) => set('duration', e.target.value)}
              maxLength={80}
              placeholder={t('courses.durationPlaceholder')}
            />
          )}
        </Field>
        <Field label={t('courses.fieldLocation')} className="sm:col-span-2">
          {(id) => (
            <Input
              id={id}
              value={draft.location}
              onChange={(e) => set('location', e.target.value)}
              maxLength={120}
            />
          )}
        </Field>
        <Field label={t('courses.fieldStart')}>
          {(id) => (
            <Input
              id={id}
              type="date"
              value={draft.startsOn}
              onChange={(e) => set('startsOn', e.target.value)}
            />
          )}
        </Field>
        <Field label={t('courses.fieldEnd')}>
          {(id) => (
            <Input id={id} type="date" value={draft.endsOn} onChange={(e) => set('endsOn', e.target.value)} />
          )}
        </Field>
        <Field label={t('courses.fieldPrice')} hint={t('courses.priceHint')}>
          {(id) => (
            <Input
              id={id}
              inputMode="decimal"
              value={draft.price}
              onChange={(e) => set('price', e.target.value)}
              placeholder="490,00"
            />
          )}
        </Field>
        <Field label={t('courses.fieldSeats')} hint={t('courses.seatsHint')}>
          {(id) => (
            <Input
              id={id}
              inputMode="numeric"
              value={draft.seats}
              onChange={(e) => set('seats', e.target.value)}
            />
          )}
        </Field>
        <div className="sm:col-span-2">
          <Checkbox
            label={t('courses.published')}
            checked={draft.published}
            onChange={(e) => set('published', e.target.checked)}
          />
        </div>
        <div className="sm:col-span-2">
          <FormError message={error} />
        </div>
      </div>
    </Modal>
  );
}

function CoursesTab() {
  const { t } = useTranslation('staff-company-content');
  const queryClient = useQueryClient();
  const courses = useStaffCourses();
  const [editing, setEditing] = useState<StaffUpskillingCourse | 'new' | null>(null);
  const { error, run: runAction } = useActionState();
  const run = (action: () => Promise<unknown>) =>
    runAction(async () => {
      await action();
      await queryClient.invalidateQueries({ queryKey: staffContentKeys.courses });
    });
  return (
    <Card>
      <CardHeader
        title={t('courses.listTitle')}
        action={
          <Button size="sm" icon={<Plus className="size-4" aria-hidden />} onClick={() => setEditing('new')}>
            {t('courses.new')}
          </Button>
        }
      />
      <div className="px-5 sm:px-6">
        <FormError message={error} />
      </div>
      <QueryContent query={courses}>
        {(items) =>
          items.length === 0 ? (
            <p className="px-6 py-8 text-center text-sm text-ink-600">{t('courses.empty')}</p>
          ) : (
            <ul className="mt-4 divide-y divide-ink-100 border-t border-ink-100">
              {items.map((course) => (
                <li
                  key={course.id}
                  className="flex flex-col gap-3 px-5 py-4 lg:flex-row lg:items-start sm:px-6"
                >
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-semibold break-words text-ink-900">{course.title}</span>
                      <Pill tone={course.published ? 'success' : 'ink'}>
                        {course.published ? t('courses.isPublished') : t('courses.draft')}
                      </Pill>
                      {course.newRequests > 0 && (
                        <Pill tone="accent">{t('courses.newRequests', { count: course.newRequests })}</Pill>
                      )}
                    </div>
                    <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-ink-600">
                      <span>{t(`formats.${course.format}`)}</span>
                      <span>{course.duration}</span>
                      <span>
                        {course.startsOn ? (
                          <bdi dir="ltr">
                            {formatDate(course.startsOn)}
                            {course.endsOn && course.endsOn !== course.startsOn
                              ? ` – ${formatDate(course.endsOn)}`
                              : ''}
                          </bdi>
                        ) : (
                          t('courses.noDates')
                        )}
                      </span>
                      <span>
                        {course.priceCents === null
                          ? t('courses.free')
                          : formatMoney(course.priceCents, course.currency)}
                      </span>
                      <span>
                        {course.seats === null
                          ? t('courses.unlimited')
                          : t('courses.seatsTaken', { taken: course.seatsTaken, seats: course.seats })}
                      </span>
                    </p>
                    <details className="mt-2 text-sm">
                      <summary className="cursor-pointer text-primary-700">{t('courses.preview')}</summary>
                      <Markdown
                        source={course.description}
                        className="mt-2 rounded-lg bg-ink-50 p-3 text-ink-700"
                      />
                    </details>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      variant="ghost"
                      icon={<Pencil className="size-4" aria-hidden />}
                      onClick={() => setEditing(course)}
                    >
                      {t('edit')}
                    </Button>
                    <PublishButton
                      published={course.published}
                      labels={{ publish: t('courses.publish'), withdraw: t('courses.withdraw') }}
                      onClick={() =>
                        void run(() => updateCourse(course.id, { published: !course.published }))
                      }
                    />
                    <DeleteButton
                      label={t('courses.deleteLabel', { title: course.title })}
                      question={t('courses.confirmDelete', { title: course.title })}
                      onDelete={() => void run(() => deleteCourse(course.id))}
                    />
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </QueryContent>
      {editing && (
        <CourseDialog course={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Card>
  );
}

// ---------------------------------------------------------------------------------------------------------
// Requests

function RequestRow({ request }: { request: StaffCourseRequest }) {
  const { t } = useTranslation('staff-company-content');
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [choice, setChoice] = useState<'confirmed' | 'declined' | null>(null);
  const { pending, error, run } = useActionState();
  const busy = pending ? choice : null;
  const decide = (status: 'confirmed' | 'declined') => {
    setChoice(status);
    return run(async () => {
      await decideRequest(request.id, { status, staffNote: note });
      await queryClient.invalidateQueries({ queryKey: staffContentKeys.all });
    });
  };
  const tone = request.status === 'new' ? 'primary' : request.status === 'confirmed' ? 'success' : 'ink';
  return (
    <li className="px-5 py-4 sm:px-6">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-ink-900">{request.companyName}</span>
        <Pill tone={tone}>{t(`requestStatus.${request.status}`)}</Pill>
      </div>
      <p className="mt-1 text-sm text-ink-800">{request.courseTitle}</p>
      <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-ink-600">
        <span>{t('requests.participants', { count: request.participants })}</span>
        {request.requestedByName && (
          <span>
            {request.requestedByName}
            {request.requestedByEmail ? ` · ${request.requestedByEmail}` : ''}
          </span>
        )}
        <span>
          <bdi dir="ltr">{formatDateTime(request.createdAt)}</bdi>
        </span>
        {request.supportTicketId && (
          <Link
            className="font-semibold text-primary-700 hover:underline"
            to={paths.advisor.staff.ticket.replace(':ticketId', request.supportTicketId)}
          >
            {t('requests.ticket')}
          </Link>
        )}
      </p>
      {request.message && (
        <p className="mt-2 rounded-lg bg-ink-50 px-3 py-2 text-sm whitespace-pre-line text-ink-700">
          {request.message}
        </p>
      )}
      {request.status === 'new' ? (
        <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
          <Field label={t('requests.note')} className="flex-1">
            {(id) => (
              <Input
                id={id}
                value={note}
                onChange={(e) => setNote(e.target.value)}
                maxLength={1000}
                placeholder={t('requests.notePlaceholder')}
              />
            )}
          </Field>
          <div className="flex gap-2">
            <Button
              size="sm"
              loading={busy === 'confirmed'}
              disabled={!!busy}
              icon={<Check className="size-4" aria-hidden />}
              onClick={() => void decide('confirmed')}
            >
              {t('requests.confirm')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              loading={busy === 'declined'}
              disabled={!!busy}
              icon={<X className="size-4" aria-hidden />}
              onClick={() => void decide('declined')}
            >
              {t('requests.decline')}
            </Button>
          </div>
        </div>
      ) : (
        request.staffNote && (
          <p className="mt-2 text-sm text-ink-700">
            <span className="font-semibold">{t('requests.note')}:</span> {request.staffNote}
          </p>
        )
      )}
      <FormError message={error} />
    </li>
  );
}

function RequestsTab() {
  const { t } = useTranslation('staff-company-content');
  const requests = useStaffRequests();
  return (
    <Card>
      <CardHeader title={t('requests.title')} description={t('requests.intro')} />
      <QueryContent query={requests}>
        {(items) =>
          items.length === 0 ? (
            <p className="px-6 py-8 text-center text-sm text-ink-600">{t('requests.empty')}</p>
          ) : (
            <ul className="mt-4 divide-y divide-ink-100 border-t border-ink-100">
              {items.map((request) => (
                <RequestRow key={request.id} request={request} />
              ))}
            </ul>
          )
        }
      </QueryContent>
    </Card>
  );
}

export function CompanyContentPage() {
  const { t } = useTranslation('staff-company-content');
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.includes(params.get('tab') as Tab) ? (params.get('tab') as Tab) : 'downloads';
  const requests = useStaffRequests();
  const newCount = (requests.data ?? []).filter((r) => r.status === 'new').length;
  return (
    <PageContainer>
      <PageHeader title={t('title')} description={t('intro')} />
      <SegmentedTabs
        className="mt-6"
        label={t('tabsLabel')}
        tabs={TABS}
        selected={tab}
        onSelect={(value) => setParams(value === 'downloads' ? {} : { tab: value }, { replace: true })}
        render={(value) => (
          <>
            {t(`tabs.${value}`)}
            {value === 'requests' && newCount > 0 && (
              <span className="rounded-full bg-accent-400 px-1.5 text-xs font-bold text-ink-900">
                {newCount}
              </span>
            )}
          </>
        )}
      />
      <div className="mt-6" role="tabpanel">
        {tab === 'downloads' ? <DownloadsTab /> : tab === 'courses' ? <CoursesTab /> : <RequestsTab />}
      </div>
    </PageContainer>
  );
}
