/**
 * `/b2b/registrieren?email=…&invitation=…`, the link of a company invitation mail (decision 121). After the
 * registration the person lands on the company home, where the company-select overlay shows the invitation.
 */
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { InvitationSignupRedirect } from '../../../shared/signup/invitation-signup-redirect';

export function CompanySignupRedirectPage() {
  const { t } = useTranslation('company-employees');
  return <InvitationSignupRedirect mode="company" landing={paths.b2b.home} text={t('signup.redirecting')} />;
}
