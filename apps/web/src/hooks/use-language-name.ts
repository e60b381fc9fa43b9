/** A language code named in the screen's language ("en" → "Englisch"); the code itself when the browser does not know it. */
import { useTranslation } from 'react-i18next';

export function useLanguageName() {
  const { i18n } = useTranslation();
  return (code: string) => {
    try {
      return new Intl.DisplayNames([i18n.language], { type: 'language' }).of(code) ?? code;
    } catch {
      return code;
    }
  };
}
