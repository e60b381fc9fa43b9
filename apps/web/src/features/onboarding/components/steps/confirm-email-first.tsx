import { MailWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useEmailVerificationRequest } from '../../hooks/use-email-verification-request';
import { EmailVerificationControls, useRefetchWhileUnconfirmed } from '../email-verification-controls';

/**
 * Shown on the last onboarding step while the address is not confirmed: the API finishes onboarding only with a
 * confirmed address (decision 063). Offers a new link and re-reads the account on focus and every 15 s, so a
 * link opened on the phone shows up.
 */
export function ConfirmEmailFirst({ email, refetch }: { email: string; refetch: () => unknown }) {
  const { t } = useTranslation('onboarding');
  const request = useEmailVerificationRequest();
  useRefetchWhileUnconfirmed(refetch);

  return (
    <section
      className="mb-7 rounded-2xl border border-accent-200 bg-accent-50 p-5"
      aria-labelledby="confirm-email-first"
    >
      <div className="flex items-start gap-3">
        <MailWarning className="mt-0.5 size-6 shrink-0 text-accent-700" aria-hidden />
        <div className="min-w-0">
          <h2 id="confirm-email-first" className="text-base font-semibold text-ink-900">
            {t('success.confirmFirst.title')}
          </h2>
          <p className="mt-1 text-sm text-ink-700 [overflow-wrap:anywhere]">
            {t('success.confirmFirst.text', { email })}
          </p>
          <EmailVerificationControls request={request} refetch={refetch} />
        </div>
      </div>
    </section>
  );
}
