/**
 * `send`: download the PDF, mail it to an address, and (signed in) save it to the documents. Each action first
 * validates the whole draft; a section with errors is named with a link back to it.
 */
import { emailAddress, type CvDraft, type CvSection } from '@portal/contracts';
import { ArrowLeft, ArrowRight, CheckCircle2, Download, FolderPlus, Mail } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClasses } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { errorText } from '../../../lib/error-text';
import { useDownloadCv, useSaveCvToDocuments, useSendCv } from '../api/cv-calls';
import type { DraftOwner } from '../model/cv-draft';

function ActionCard({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex gap-4">
        <div className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
          {icon}
        </div>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-ink-900">{title}</h3>
          <p className="mt-1 text-sm text-ink-600">{text}</p>
          <div className="mt-4">{children}</div>
        </div>
      </div>
    </Card>
  );
}

export function SendStep({
  draft,
  owner,
  validate,
  onEdit,
  onDone,
  onBack,
}: {
  draft: CvDraft;
  owner: DraftOwner;
  validate: () => Promise<CvSection | null>;
  onEdit: (section: CvSection) => void;
  onDone: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation(['cv-generator', 'errors']);
  const download = useDownloadCv();
  const send = useSendCv();
  const save = useSaveCvToDocuments();
  const [email, setEmail] = useState(draft.profile.email ?? '');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [invalidSection, setInvalidSection] = useState<CvSection | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const emailId = useId();

  async function act(run: () => Promise<unknown>, done: string) {
    setStatus(null);
    const invalid = await validate();
    setInvalidSection(invalid);
    if (invalid) return;
    try {
      await run();
      setStatus(done);
    } catch {
      // The mutation's error is shown by its card.
    }
  }

  function sendMail() {
    const parsed = emailAddress().safeParse(email);
    setEmailError(parsed.success ? null : t('cv-generator:send.emailInvalid'));
    if (!parsed.success) return;
    void act(
      () => send.mutateAsync({ draft, email: parsed.data }),
      t('cv-generator:send.mailSent', { email: parsed.data }),
    );
  }

  const failure = (error: unknown) =>
    error ? (
      <p role="alert" className="mt-3 text-sm font-medium text-danger-700">
        {errorText(error)}
      </p>
    ) : null;
  const done = download.isSuccess || send.isSuccess || save.isSuccess;

  return (
    <div className="space-y-4">
      <div>
        <h2 className="text-xl font-bold text-ink-900">{t('cv-generator:send.heading')}</h2>
        <p className="mt-1 text-sm text-ink-600">{t('cv-generator:send.intro')}</p>
      </div>
      {invalidSection && (
        <div
          role="alert"
          className="rounded-xl border border-danger-600/25 bg-danger-50 px-4 py-3 text-sm text-danger-700"
        >
          <p className="font-medium">
            {t('cv-generator:send.invalid', { section: t(`cv-generator:sections.${invalidSection}.title`) })}
          </p>
          <button
            type="button"
            className="mt-1 font-semibold underline"
            onClick={() => onEdit(invalidSection)}
          >
            {t('cv-generator:send.fix')}
          </button>
        </div>
      )}
      <ActionCard
        icon={<Download className="size-5" aria-hidden />}
        title={t('cv-generator:send.downloadTitle')}
        text={t('cv-generator:send.downloadText')}
      >
        <Button
          loading={download.isPending}
          onClick={() => void act(() => download.mutateAsync(draft), t('cv-generator:send.downloaded'))}
        >
          {t('cv-generator:send.download')}
        </Button>
        {failure(download.error)}
      </ActionCard>
      <ActionCard
        icon={<Mail className="size-5" aria-hidden />}
        title={t('cv-generator:send.mailTitle')}
        text={t('cv-generator:send.mailText')}
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1">
            <label htmlFor={emailId} className="mb-1.5 block text-sm font-medium text-ink-800">
              {t('cv-generator:send.email')}
            </label>
            <input
              id={emailId}
              type="email"
              inputMode="email"
              autoComplete="email"
              value={email}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? `${emailId}-error` : undefined}
              onChange={(event) => setEmail(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                sendMail();
              }}
              className={controlClasses(!!emailError, 'h-11')}
            />
          </div>
          <Button variant="secondary" loading={send.isPending} onClick={sendMail}>
            {t('cv-generator:send.mail')}
          </Button>
        </div>
        {emailError && (
          <p id={`${emailId}-error`} className="mt-1.5 text-sm font-medium text-danger-700">
            {emailError}
          </p>
        )}
        {failure(send.error)}
      </ActionCard>
      {owner !== 'public' && (
        <ActionCard
          icon={<FolderPlus className="size-5" aria-hidden />}
          title={t('cv-generator:send.saveTitle')}
          text={t('cv-generator:send.saveText')}
        >
          <Button
            variant="secondary"
            loading={save.isPending}
            onClick={() => void act(() => save.mutateAsync(draft), t('cv-generator:send.saved'))}
          >
            {t('cv-generator:send.save')}
          </Button>
          {failure(save.error)}
        </ActionCard>
      )}
      <div aria-live="polite" role="status">
        {status && (
          <p className="flex items-center gap-2 rounded-xl border border-success-600/25 bg-success-50 px-4 py-3 text-sm font-medium text-success-700">
            <CheckCircle2 className="size-5 shrink-0" aria-hidden />
            {status}
          </p>
        )}
      </div>
      <div className="flex flex-wrap justify-between gap-3 border-t border-ink-200 pt-5">
        <Button
          variant="secondary"
          icon={<ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />}
          onClick={onBack}
        >
          {t('cv-generator:back')}
        </Button>
        <Button variant={done ? 'primary' : 'ghost'} onClick={onDone}>
          {t('cv-generator:send.finish')}
          <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
        </Button>
      </div>
    </div>
  );
}
