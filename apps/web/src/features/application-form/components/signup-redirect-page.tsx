/**
 * `/registrieren?email=…&invitation=…`, the link of the invitation mail: starts the provider's sign-up
 * (screen_hint=signup) with the e-mail pre-filled (login_hint) and the invitation token, with which the provider
 * pre-fills the names and counts the address as proven (decision 056). After the sign-up the applicant lands on
 * the portal home (which leads into the onboarding), not back here.
 */
import { REGISTRATION_INVITATION_PARAM } from '@portal/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/layouts/app-frame';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { startLogin } from '../../../lib/auth';
import { storeOrigin } from '../../../lib/storage';

export function SignupRedirectPage() {
  const { t } = useTranslation('apply');
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() || undefined;
  const invitation = params.get(REGISTRATION_INVITATION_PARAM)?.trim() || undefined;

  useEffect(() => {
    storeOrigin({ pathname: paths.ds.root, search: '', hash: '' }, { overwrite: true });
    void startLogin({ mode: 'applicant', screenHint: 'signup', loginHint: email, invitation });
  }, [email, invitation]);

  return (
    <PageContainer width="compact">
      <div className="flex flex-col items-center gap-4 py-16 text-center" role="status">
        <Spinner />
        <p className="text-base text-ink-700">{t('signup.redirecting')}</p>
      </div>
    </PageContainer>
  );
}
