/**
 * Consent settings for the two tracking categories (user_research, amplitude). The choice is kept in
 * local storage `uc_user_interaction`; the consents API comes with a later issue.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONSENT_CATEGORIES,
  readConsent,
  saveConsent,
  setConsentSettingsOpen,
  useConsentSettingsOpen,
  type ConsentCategory,
} from '../../lib/consent';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';

function Switch({
  id,
  checked,
  onChange,
  labelledBy,
  describedBy,
  disabled,
}: {
  id: string;
  checked: boolean;
  onChange?: (checked: boolean) => void;
  labelledBy: string;
  describedBy: string;
  disabled?: boolean;
}) {
  return (
    <button
      id={id}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={() => onChange?.(!checked)}
      className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors disabled:opacity-60 ${
        checked ? 'bg-primary-700' : 'bg-ink-300'
      }`}
    >
      <span
        className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
          checked ? 'translate-x-6 rtl:-translate-x-6' : 'translate-x-1 rtl:-translate-x-1'
        }`}
      />
    </button>
  );
}

function ConsentForm({ formal }: { formal: boolean }) {
  const { t } = useTranslation('common');
  const [choices, setChoices] = useState<Record<ConsentCategory, boolean>>(() => {
    const stored = readConsent();
    return { user_research: stored.user_research, amplitude: stored.amplitude };
  });
  const context = formal ? 'formal' : undefined;

  const finish = (next: Record<ConsentCategory, boolean>) => {
    saveConsent(next);
    setConsentSettingsOpen(false);
  };

  const row = (key: 'necessary' | ConsentCategory) => (
    <li key={key} className="flex items-start gap-4 py-4 first:pt-0 last:pb-0">
      <div className="min-w-0 flex-1">
        <p id={`consent-${key}-title`} className="font-semibold text-ink-900">
          {t(`consent.${key}.title`)}
        </p>
        <p id={`consent-${key}-text`} className="mt-1 text-sm text-ink-600">
          {t(`consent.${key}.text`, { context })}
        </p>
      </div>
      {key === 'necessary' ? (
        <span className="mt-1 rounded-full bg-success-50 px-2.5 py-1 text-xs font-semibold text-success-700">
          {t('consent.alwaysOn')}
        </span>
      ) : (
        <Switch
          id={`consent-${key}`}
          checked={choices[key]}
          onChange={(checked) => setChoices((c) => ({ ...c, [key]: checked }))}
          labelledBy={`consent-${key}-title`}
          describedBy={`consent-${key}-text`}
        />
      )}
    </li>
  );

  return (
    <>
      <p className="text-sm text-ink-600">{t('consent.intro', { context })}</p>
      <ul className="mt-5 divide-y divide-ink-100">
        {(['necessary', ...CONSENT_CATEGORIES] as const).map(row)}
      </ul>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={() => finish({ user_research: false, amplitude: false })}>
          {t('consent.rejectAll')}
        </Button>
        <Button variant="secondary" onClick={() => finish(choices)}>
          {t('consent.saveSelection')}
        </Button>
        <Button onClick={() => finish({ user_research: true, amplitude: true })}>
          {t('consent.acceptAll')}
        </Button>
      </div>
    </>
  );
}

/** Mounted once in the app provider; footers open it with `setConsentSettingsOpen(true)`. */
export function ConsentDialog({ formal = false }: { formal?: boolean }) {
  const { t } = useTranslation('common');
  const open = useConsentSettingsOpen();
  return (
    <Modal open={open} onOpenChange={setConsentSettingsOpen} title={t('consent.title')} size="lg">
      {open && <ConsentForm formal={formal} />}
    </Modal>
  );
}
