/**
 * Language switcher: English, Spanish and French pinned on top, then the other languages, each named
 * in its own language, as `GET /v1/languages` lists them (the bundled list while it loads or when it fails).
 * The choice is stored in local storage `language`; `<html lang dir>` follow.
 */
import type { LanguageOption, Locale } from '@portal/contracts';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { clsx } from 'clsx';
import { Check, ChevronDown, Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, isSupportedLocale, LANGUAGE_AUTONYMS } from '../../lib/i18n';
import { useLanguages } from './languages-api';

export function LanguageSwitcher({
  tone = 'light',
  compact = false,
}: {
  tone?: 'light' | 'dark';
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation('common');
  const current: Locale = isSupportedLocale(i18n.language) ? i18n.language : 'de';
  const languages = useLanguages();
  const pinned = languages.filter((language) => language.pinned);
  const others = languages.filter((language) => !language.pinned);
  const label = t('language.label', { language: LANGUAGE_AUTONYMS[current] });

  const item = (language: LanguageOption) => (
    <DropdownMenu.RadioItem
      key={language.code}
      value={language.code}
      lang={language.code}
      className="relative flex cursor-pointer items-center gap-2 rounded-lg py-2 ps-8 pe-3 text-sm text-ink-800 outline-none select-none data-[highlighted]:bg-primary-50 data-[highlighted]:text-primary-900"
    >
      <DropdownMenu.ItemIndicator className="absolute start-2 inline-flex">
        <Check className="size-4 text-primary-700" aria-hidden />
      </DropdownMenu.ItemIndicator>
      <span dir={language.direction}>{language.autonym}</span>
    </DropdownMenu.RadioItem>
  );

  return (
    // Not modal: a modal menu hides the page with aria-hidden while its controls stay focusable.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        // The visible code comes first, so the name contains what is seen (WCAG 2.5.3, label in name).
        aria-label={compact ? `${current.toUpperCase()} – ${label}` : label}
        className={clsx(
          'inline-flex h-10 items-center gap-1.5 rounded-xl px-2.5 text-sm font-medium transition-colors',
          tone === 'dark' ? 'text-white hover:bg-white/10' : 'text-ink-700 hover:bg-ink-100',
        )}
      >
        <Globe className="size-4" aria-hidden />
        <span className={clsx(compact && 'sr-only sm:not-sr-only')} lang={current}>
          {compact ? current.toUpperCase() : LANGUAGE_AUTONYMS[current]}
        </span>
        <ChevronDown className={clsx('size-4 opacity-60', compact && 'max-sm:hidden')} aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-48 rounded-xl border border-ink-200 bg-white p-1.5 shadow-raised"
        >
          <DropdownMenu.Label className="px-3 pt-1.5 pb-1 text-xs font-semibold text-ink-500 uppercase">
            {t('language.title')}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={current}
            onValueChange={(value) => isSupportedLocale(value) && void changeLanguage(value)}
          >
            {pinned.map(item)}
            <DropdownMenu.Separator className="my-1 h-px bg-ink-100" />
            {others.map(item)}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
