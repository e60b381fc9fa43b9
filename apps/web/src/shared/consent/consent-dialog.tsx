/**
 * The consent settings (decision 247): one switch per category, grouped, each with a short explanation, and a
 * link to the privacy page. Opened from every footer ("Cookies"), the loading screen, the banner and the profile.
 * Rejecting, saving the selection and accepting are buttons of equal weight, always visible below the list.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { ChoiceButtons } from './choice-buttons';
import { ConsentCategoryList, toggled } from './consent-categories';
import { PrivacyLink } from './privacy-link';

function storedFlags(): ConsentFlags {
  const { decidedAt: _decidedAt, ...flags } = readConsent();
  return flags;
}

function OpenConsentDialog({ formal, company }: { formal: boolean; company: boolean }) {
  const { t } = useTranslation('consent');
  // Starts from the stored choice each time the dialog opens.
  const [flags, setFlags] = useState<ConsentFlags>(storedFlags);
  const finish = (next: ConsentFlags) => {
    saveConsent(next);
    setConsentSettingsOpen(false);
  };
  return (
    <Modal
      open
      onOpenChange={setConsentSettingsOpen}
      title={t('dialog.title')}
      size="lg"
      footer={
        <ChoiceButtons
          choices={[
            { label: t('rejectAll'), onClick: () => finish(ALL_DENIED) },
            { label: t('dialog.saveSelection'), onClick: () => finish(flags) },
            { label: t('acceptAll'), onClick: () => finish(ALL_GRANTED) },
          ]}
        />
      }
    >
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
    </Modal>
  );
}

/** Mounted once by the consent manager; footers open it with `setConsentSettingsOpen(true)`. */
export function ConsentDialog({ formal = false, company = false }: { formal?: boolean; company?: boolean }) {
  return useConsentSettingsOpen() ? <OpenConsentDialog formal={formal} company={company} /> : null;
}
