/**
 * The landing of an invitation mail's sign-up link (`?email=…&invitation=…`): starts the provider's registration
 * (screen_hint=signup) with the e-mail pre-filled and the invitation token, with which the provider pre-fills the
 * names and counts the address as proven (decisions 056, 121). After the registration the person lands on
 * `landing`, not back here.
 */
import { REGISTRATION_INVITATION_PARAM } from '@portal/contracts';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../components/layouts/app-frame';
import { Spinner } from '../../components/ui/spinner';
import { startLogin } from '../../lib/auth';
import type { PortalMode } from '../../lib/portal-mode';
import { storeOrigin } from '../../lib/storage';

export function InvitationSignupRedirect({
  mode,
  landing,
  text,
}: {
  mode: Exclude<PortalMode, 'advisor'>;
  landing: string;
  /** "You are being taken to the registration …" in the portal's wording. */
  text: string;
}) {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() || undefined;
  const invitation = params.get(REGISTRATION_INVITATION_PARAM)?.trim() || undefined;

  useEffect(() => {
    storeOrigin({ pathname: landing, search: '', hash: '' }, { overwrite: true });
    void startLogin({ mode, screenHint: 'signup', loginHint: email, invitation });
  }, [mode, landing, email, invitation]);

  return (
    <PageContainer width="compact">
      <div className="flex flex-col items-center gap-4 py-16 text-center" role="status">
        <Spinner />
        <p className="text-base text-ink-700">{text}</p>
      </div>
    </PageContainer>
  );
}
