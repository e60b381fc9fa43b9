import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { initialsOf } from '../../lib/format';

export interface UserMenuItem {
  key: string;
  label: string;
  icon?: ReactNode;
  onSelect: () => void;
}

/** The signed-in user (name, e-mail) with extra actions and logout, keyboard operable (Radix). */
export function UserMenu({
  name,
  email,
  items = [],
  more,
  onLogout,
  imageUrl = null,
}: {
  name: string;
  email?: string | null;
  /** The person's own picture in place of the initials (company users, decision 103). */
  imageUrl?: string | null;
  items?: UserMenuItem[];
  /** The portal's further pages (tips, FAQ, news, invoices …; decision 181), as a labelled group. */
  more?: { label: string; items: UserMenuItem[] };
  onLogout: () => void;
}) {
  const { t } = useTranslation('shell');
  const itemClass =
    'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-ink-800 outline-none select-none data-[highlighted]:bg-primary-50 data-[highlighted]:text-primary-900';
  return (
    // Not modal: a modal menu hides the page with aria-hidden while its controls stay focusable.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="inline-flex h-10 max-w-56 items-center gap-2 rounded-xl ps-1 pe-1 text-sm sm:pe-2 font-medium text-ink-800 transition-colors hover:bg-ink-100"
        aria-label={t('user.menu', { name })}
      >
        {imageUrl ? (
          <img src={imageUrl} alt="" className="size-8 shrink-0 rounded-full object-cover" aria-hidden />
        ) : (
          // The initials are drawn by CSS, not text: a picture of the person, not part of the control's visible
          // label, which is the name (WCAG 2.5.3 label in name).
          <span
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-100 text-xs font-bold text-primary-800 before:content-[attr(data-initials)]"
            data-initials={initialsOf(name)}
            aria-hidden
          />
        )}
        <span className="hidden truncate md:inline">{name}</span>
        {/* Phones: the initials alone, so the header has room in every language. */}
        <ChevronDown className="size-4 shrink-0 opacity-60 max-sm:hidden" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 w-64 rounded-xl border border-ink-200 bg-white p-1.5 shadow-raised"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block text-xs text-ink-500">{t('user.signedInAs')}</span>
            <span className="block truncate text-sm font-semibold text-ink-900" title={name}>
              {name}
            </span>
            {email && (
              <span className="block truncate text-xs text-ink-500" title={email}>
                {email}
              </span>
            )}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-ink-100" />
          {items.map((item) => (
            <DropdownMenu.Item key={item.key} className={itemClass} onSelect={item.onSelect}>
              {item.icon}
              {item.label}
            </DropdownMenu.Item>
          ))}
          {items.length > 0 && <DropdownMenu.Separator className="my-1 h-px bg-ink-100" />}
          {more && more.items.length > 0 && (
            <>
              <DropdownMenu.Group aria-label={more.label}>
                <DropdownMenu.Label className="px-3 pt-1.5 pb-1 text-xs font-semibold tracking-wide text-ink-500 uppercase">
                  {more.label}
                </DropdownMenu.Label>
                {more.items.map((item) => (
                  <DropdownMenu.Item key={item.key} className={itemClass} onSelect={item.onSelect}>
                    {item.icon}
                    {item.label}
                  </DropdownMenu.Item>
                ))}
              </DropdownMenu.Group>
              <DropdownMenu.Separator className="my-1 h-px bg-ink-100" />
            </>
          )}
          <DropdownMenu.Item className={itemClass} onSelect={onLogout}>
            <LogOut className="size-4" aria-hidden />
            {t('user.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
