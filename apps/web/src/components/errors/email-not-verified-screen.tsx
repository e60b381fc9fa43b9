/**
 * Shown instead of the error screen when the sign-in was refused with 1011 (decision 056): the address belongs to
 * an existing account, and the provider mailed a link with which the owner of the mailbox confirms it (setting the
 * password). Then "sign in again" links the account; "another address" ends the provider's session first.
 */
import { LogIn, MailCheck, UserRoundX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setAppError } from '../../lib/app-state';
import { signOutAtProvider, startLogin } from '../../lib/auth';
import type { PortalMode } from '../../lib/portal-mode';
import { LogoMark } from '../brand/logo';
import { Button } from '../ui/button';

export function EmailNotVerifiedScreen({ mode }: { mode: PortalMode }) {
  const { t } = useTranslation('errors');
  const [leaving, setLeaving] = useState<'retry' | 'other' | null>(null);
  const context = mode === 'applicant' ? undefined : 'formal';

  return (
    <div className="flex min-h-dvh items-center justify-center bg-gradient-to-b from-white to-primary-50/60 px-4 py-12">
      <main
        role="alert"
        className="w-full max-w-lg rounded-3xl border border-ink-200 bg-white p-6 shadow-card sm:p-10"
      >
        <LogoMark className="size-10" />
        <span className="mt-6 flex size-14 items-center justify-center rounded-2xl bg-primary-50 text-primary-700">
          <MailCheck className="size-7" aria-hidden />
        </span>
        <h1 className="mt-5 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
          {t('emailNotVerified.title', { context })}
        </h1>
        <p className="mt-3 text-ink-700">{t('emailNotVerified.text', { context })}</p>
        <p className="mt-3 text-sm text-ink-600">{t('emailNotVerified.hint', { context })}</p>
        <div className="mt-6 flex flex-col gap-2">
          <Button
            fullWidth
            loading={leaving === 'retry'}
            disabled={leaving !== null}
            icon={<LogIn className="size-4 rtl:rotate-180" aria-hidden />}
            onClick={() => {
              setLeaving('retry');
              setAppError(null);
              void startLogin({ mode });
            }}
          >
            {t('emailNotVerified.retry')}
          </Button>
          <Button
            variant="secondary"
            fullWidth
            loading={leaving === 'other'}
            disabled={leaving !== null}
            icon={<UserRoundX className="size-4" aria-hidden />}
            onClick={() => {
              setLeaving('other');
              void signOutAtProvider(mode);
            }}
          >
            {t('emailNotVerified.otherAccount')}
          </Button>
        </div>
      </main>
    </div>
  );
}
