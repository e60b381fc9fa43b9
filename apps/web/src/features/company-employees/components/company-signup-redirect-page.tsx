/**
 * `/b2b/registrieren?email=…&invitation=…`, the link of a company invitation mail (decision 121): starts the
 * provider's registration for the company portal (screen_hint=signup) with the e-mail pre-filled and the
 * invitation token, with which the provider pre-fills the names and counts the address as proven. After the
 * registration the person lands on the company home, where the company-select overlay shows the invitation.
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

export function CompanySignupRedirectPage() {
  const { t } = useTranslation('company-employees');
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() || undefined;
  const invitation = params.get(REGISTRATION_INVITATION_PARAM)?.trim() || undefined;

  useEffect(() => {
    storeOrigin({ pathname: paths.b2b.home, search: '', hash: '' }, { overwrite: true });
    void startLogin({ mode: 'company', screenHint: 'signup', loginHint: email, invitation });
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
