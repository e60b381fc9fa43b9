/**
 * `/ds/confirm-email?token=…`, the target of the verification link. Public, so the link works on any device,
 * signed in or not (decision 012). Signed in, the cached account is refreshed; a link opened again says the
 * address is already confirmed; an invalid or expired link offers a new one (signed in: sent from here; signed
 * out: after signing in, from the onboarding).
 */
import { ErrorCode } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight, CircleCheckBig, LinkIcon, RefreshCw, Send } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/layouts/app-frame';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useAuthToken } from '../../../hooks/use-auth-token';
import { paths } from '../../../config/paths';

import { ApiError } from '../../../lib/http';
import { useConfirmEmailVerification } from '../api/confirm-email-verification';
import { wizardFlowsQueryKey } from '../api/get-wizard-flows';
import { useEmailVerificationRequest } from '../hooks/use-email-verification-request';
import { applicantKeys } from '../../../shared/query-keys';

/** Link buttons with long, translated labels wrap instead of overflowing on phones. */
const WRAP_BUTTON = 'mt-5 min-h-11 py-2.5 text-center max-sm:h-auto max-sm:whitespace-normal';

function NewLink({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('onboarding');
  const { state, sent, send } = useEmailVerificationRequest();
  if (!signedIn) {
    return (
      <div className="mt-6">
        <p className="text-sm text-ink-600">{t('confirm.newLinkSignedOut')}</p>
        <Link to={paths.ds.onboarding} className={buttonClasses({ className: WRAP_BUTTON })}>
          {t('confirm.signInForNewLink')}
          <ArrowRight className="size-4 shrink-0 rtl:rotate-180" aria-hidden />
        </Link>
      </div>
    );
  }
  return (
    <div className="mt-6">
      <p className="text-sm text-ink-600">{t('confirm.newLinkSignedIn')}</p>
      <Button
        className="mt-4"
        onClick={() => void send()}
        loading={state.status === 'running'}
        icon={sent ? <RefreshCw className="size-4" aria-hidden /> : <Send className="size-4" aria-hidden />}
      >
        {sent ? t('email.resend') : t('confirm.requestNewLink')}
      </Button>
      <div className="mt-3 min-h-6" aria-live="polite">
        {state.status === 'success' && (
          <p className="text-sm font-medium text-success-700" role="status">
            {t('email.state.success', { email: state.sentTo })}
          </p>
        )}
        {state.status === 'error' && (
          <p className="text-sm font-medium text-danger-700" role="alert">
            {t(`email.state.error.${state.kind}`)}
          </p>
        )}
      </div>
    </div>
  );
}

export function ConfirmEmailPage() {
  const { t } = useTranslation('onboarding');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  const signedIn = !!useAuthToken();
  const queryClient = useQueryClient();
  const confirmation = useConfirmEmailVerification(token);

  useEffect(() => {
    if (!confirmation.isSuccess) return;
    void queryClient.invalidateQueries({ queryKey: applicantKeys.account });
    void queryClient.invalidateQueries({ queryKey: wizardFlowsQueryKey });
  }, [confirmation.isSuccess, queryClient]);

  useEffect(() => {
    if (confirmation.error) console.warn('E-mail confirmation failed', confirmation.error);
  }, [confirmation.error]);

  let body;
  if (token && confirmation.isPending) {
    body = (
      <div className="flex flex-col items-center py-8 text-primary-700">
        <Spinner size="lg" label={t('confirm.running')} />
        <p className="mt-4 text-ink-600">{t('confirm.running')}</p>
      </div>
    );
  } else if (confirmation.isSuccess) {
    // A second click on the link (issue 8 item 7) is no error: the address is confirmed.
    const already = confirmation.data.alreadyConfirmed;
    body = (
      <>
        <span className="flex size-14 items-center justify-center rounded-2xl bg-success-50 text-success-700">
          <CircleCheckBig className="size-7" aria-hidden />
        </span>
        <h1 className="mt-5 text-2xl font-bold tracking-tight text-ink-900">
          {already ? t('confirm.alreadyTitle') : t('confirm.successTitle')}
        </h1>
        <p className="mt-3 text-ink-700" role="status">
          {already ? t('confirm.alreadyText') : t('confirm.successText')}
        </p>
        <Link to={paths.ds.onboarding} className={buttonClasses({ size: 'lg', className: WRAP_BUTTON })}>
          {signedIn ? t('confirm.continue') : t('confirm.signInToContinue')}
          <ArrowRight className="size-4 shrink-0 rtl:rotate-180" aria-hidden />
        </Link>
      </>
    );
  } else {
    const invalid =
      !token ||
      (confirmation.error instanceof ApiError &&
        confirmation.error.code === ErrorCode.EMAIL_VERIFICATION_LINK_INVALID);
    body = (
      <>
        <span className="flex size-14 items-center justify-center rounded-2xl bg-danger-50 text-danger-700">
          <LinkIcon className="size-7" aria-hidden />
        </span>
        <h1 className="mt-5 text-2xl font-bold tracking-tight text-ink-900">{t('confirm.errorTitle')}</h1>
        <p className="mt-3 text-ink-700" role="alert">
          {invalid ? t('confirm.invalid') : t('confirm.failed')}
        </p>
        <NewLink signedIn={signedIn} />
      </>
    );
  }

  return (
    <PageContainer width="compact">
      <Card>
        <CardBody className="px-6 py-10 sm:px-10 sm:py-12">{body}</CardBody>
      </Card>
    </PageContainer>
  );
}
