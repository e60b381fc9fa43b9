/** Says so when some of the shown entries are the German fallback of a language without translation (decision 186). */
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { readerLanguage } from '../../../shared/content/reader-language';

export function FallbackNote({ languages }: { languages: readonly string[] }) {
  const { t, i18n } = useTranslation('content');
  const reader = readerLanguage(i18n.language);
  if (!languages.some((language) => language !== reader)) return null;
  return (
    <p className="mt-4 flex items-start gap-2 rounded-xl bg-primary-50/70 px-4 py-3 text-sm text-ink-700">
      <Languages className="mt-0.5 size-4 shrink-0 text-primary-700" aria-hidden />
      {t('fallbackNote')}
    </p>
  );
}
