/**
 * `/registrieren?email=…&invitation=…`, the link of the application's invitation mail (decision 056). After the
 * sign-up the applicant lands on the portal home (which leads into the onboarding).
 */
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { InvitationSignupRedirect } from '../../../shared/signup/invitation-signup-redirect';

export function SignupRedirectPage() {
  const { t } = useTranslation('apply');
  return <InvitationSignupRedirect mode="applicant" landing={paths.ds.root} text={t('signup.redirecting')} />;
}
