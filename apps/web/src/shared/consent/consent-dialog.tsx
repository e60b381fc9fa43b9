/**
 * The consent settings (decision 247): one switch per category, grouped, each with a short explanation, and a
 * link to the privacy page. Opened from every footer ("Cookies"), the loading screen and the banner. Rejecting,
 * saving the selection and accepting are buttons of equal weight.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import {
  ALL_DENIED,
  ALL_GRANTED,
  readConsent,
  saveConsent,
  setConsentSettingsOpen,
  useConsentSettingsOpen,
  type ConsentFlags,
} from '../../lib/consent';
import { ConsentCategoryList, toggled } from './consent-categories';
import { PrivacyLink } from './privacy-link';

function ConsentForm({ formal, company }: { formal: boolean; company: boolean }) {
  const { t } = useTranslation('consent');
  const [flags, setFlags] = useState<ConsentFlags>(() => {
    const { decidedAt: _decidedAt, ...stored } = readConsent();
    return stored;
  });

  const finish = (next: ConsentFlags) => {
    saveConsent(next);
    setConsentSettingsOpen(false);
  };

  return (
    <>
      <p className="text-sm text-ink-600">
        {t('dialog.intro', { context: formal ? 'formal' : undefined })} <PrivacyLink company={company} />
      </p>
      <div className="mt-5">
        <ConsentCategoryList
          idPrefix="consent-dialog"
          flags={flags}
          formal={formal}
          onToggle={(category, on) => setFlags((current) => toggled(current, category, on))}
        />
      </div>
      <div className="mt-6 grid gap-2 sm:grid-cols-3">
        <Button variant="secondary" onClick={() => finish(ALL_DENIED)}>
          {t('rejectAll')}
        </Button>
        <Button variant="secondary" onClick={() => finish(flags)}>
          {t('dialog.saveSelection')}
        </Button>
        <Button variant="secondary" onClick={() => finish(ALL_GRANTED)}>
          {t('acceptAll')}
        </Button>
      </div>
    </>
  );
}

/** Mounted once by the consent manager; footers open it with `setConsentSettingsOpen(true)`. */
export function ConsentDialog({ formal = false, company = false }: { formal?: boolean; company?: boolean }) {
  const { t } = useTranslation('consent');
  const open = useConsentSettingsOpen();
  return (
    <Modal open={open} onOpenChange={setConsentSettingsOpen} title={t('dialog.title')} size="lg">
      {open && <ConsentForm formal={formal} company={company} />}
    </Modal>
  );
}
