/**
 * The landing of an invitation mail's sign-up link (`?email=…&invitation=…&lang=…`): switches the portal to the
 * mail's language (decision 322), then starts the provider's registration (screen_hint=signup, `ui_locales` in that
 * language) with the e-mail pre-filled and the invitation token, with which the provider pre-fills the names and
 * counts the address as proven (decisions 056, 121). After the registration the person lands on `landing`, not
 * back here.
 */
import { INVITATION_LANGUAGE_PARAM, REGISTRATION_INVITATION_PARAM } from '@portal/contracts';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../components/layouts/app-frame';
import { Spinner } from '../../components/ui/spinner';
import { startLogin } from '../../lib/auth';
import { changeLanguage, currentLanguage, isSupportedLocale } from '../../lib/i18n';
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
  const language = params.get(INVITATION_LANGUAGE_PARAM);

  useEffect(() => {
    storeOrigin({ pathname: landing, search: '', hash: '' }, { overwrite: true });
    const switching =
      isSupportedLocale(language) && language !== currentLanguage() ? changeLanguage(language) : null;
    void (async () => {
      await switching;
      await startLogin({ mode, screenHint: 'signup', loginHint: email, invitation });
    })();
  }, [mode, landing, email, invitation, language]);

  return (
    <PageContainer width="compact">
      <div className="flex flex-col items-center gap-4 py-16 text-center" role="status">
        <Spinner />
        <p className="text-base text-ink-700">{text}</p>
      </div>
    </PageContainer>
  );
}
