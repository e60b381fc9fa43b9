/**
 * `/newsletter-unsubscription?id=…` (public, spec part 1 §2): the unsubscribe link of the weekly job-openings
 * newsletter. The page asks before it acts (decision 216): mail scanners open links, and a button keeps them from
 * unsubscribing people. States: the question, done, done before, unknown link, error (with a retry).
 */
import { ErrorCode, UNSUBSCRIBE_ID_PATTERN } from '@portal/contracts';
import { clsx } from 'clsx';
import { CircleCheck, LinkIcon, MailX, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/layouts/app-frame';
import { Button, buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useUnsubscribe } from '../api/unsubscribe';

/** The notifications tab of the applicant's profile (tab 3). */
const SETTINGS_PATH = `${paths.ds.profile}/3`;

type Tone = 'primary' | 'success' | 'warning';

const TONES: Record<Tone, string> = {
  primary: 'bg-primary-100 text-primary-700',
  success: 'bg-success-50 text-success-700',
  warning: 'bg-accent-100 text-accent-700',
};

function StatePanel({
  tone,
  icon,
  title,
  children,
}: {
  tone: Tone;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-ink-200 bg-white px-5 py-10 text-center shadow-card sm:px-12 sm:py-14">
      <span className={clsx('flex size-16 items-center justify-center rounded-full', TONES[tone])}>
        {icon}
      </span>
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-balance text-ink-900 sm:text-3xl">
        {title}
      </h1>
      {children}
    </div>
  );
}

function Text({ children }: { children: ReactNode }) {
  return <p className="mt-3 max-w-lg text-pretty text-ink-600">{children}</p>;
}

function SettingsLink() {
  const { t } = useTranslation('newsletter');
  return (
    <div className="mt-8 flex flex-col items-center gap-2">
      <Link to={SETTINGS_PATH} className={buttonClasses({ variant: 'secondary' })}>
        {t('manageSettings')}
      </Link>
      <p className="max-w-sm text-sm text-ink-500">{t('manageSettingsHint')}</p>
    </div>
  );
}

export function NewsletterUnsubscriptionPage() {
  const { t } = useTranslation('newsletter');
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id')?.trim() ?? '';
  const mutation = useUnsubscribe();
  const unknownLink =
    !UNSUBSCRIBE_ID_PATTERN.test(id) ||
    (mutation.error instanceof ApiError &&
      mutation.error.code === ErrorCode.NEWSLETTER_UNSUBSCRIBE_LINK_UNKNOWN);

  let panel: ReactNode;
  if (unknownLink) {
    panel = (
      <StatePanel
        tone="warning"
        icon={<LinkIcon className="size-8" aria-hidden />}
        title={t('unknown.title')}
      >
        <Text>{t('unknown.text')}</Text>
        <SettingsLink />
      </StatePanel>
    );
  } else if (mutation.data) {
    const already = mutation.data.status === 'alreadyUnsubscribed';
    panel = (
      <StatePanel
        tone="success"
        icon={<CircleCheck className="size-8" aria-hidden />}
        title={already ? t('already.title') : t('done.title')}
      >
        <Text>{already ? t('already.text') : t('done.text')}</Text>
        <SettingsLink />
      </StatePanel>
    );
  } else {
    panel = (
      <StatePanel tone="primary" icon={<MailX className="size-8" aria-hidden />} title={t('confirm.title')}>
        <Text>{t('confirm.text')}</Text>
        <Text>{t('confirm.otherMails')}</Text>
        {mutation.error ? (
          <p
            role="alert"
            className="mt-6 flex max-w-md items-start gap-2 rounded-2xl bg-danger-50 px-4 py-3 text-start text-sm text-danger-700"
          >
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>
              {t('error.text')} {errorText(mutation.error)}
            </span>
          </p>
        ) : null}
        <Button className="mt-8" size="lg" loading={mutation.isPending} onClick={() => mutation.mutate(id)}>
          {mutation.error ? t('error.retry') : t('confirm.action')}
        </Button>
        <Link
          to={SETTINGS_PATH}
          className="mt-4 text-sm font-medium text-primary-800 underline-offset-4 hover:underline"
        >
          {t('confirm.keep')}
        </Link>
      </StatePanel>
    );
  }

  return (
    <PageContainer width="compact">
      <div aria-live="polite">{panel}</div>
    </PageContainer>
  );
}
