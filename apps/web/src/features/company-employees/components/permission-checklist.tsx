/**
 * The permission checklist of the employee form, grouped (employees, company data, job openings, contracts) with
 * a plain-language explanation per permission. A permission the caller does not hold is shown but cannot be
 * ticked or unticked (the API refuses it with 2141), and nobody changes their own permissions (2142).
 */
import { INVOICES_PERMISSION, PERMISSION_GROUPS, type CompanyPermission } from '@portal/contracts';
import { clsx } from 'clsx';
import { Lock } from 'lucide-react';
import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { permissionKey } from './employees-page';

export function PermissionChecklist({
  canChange,
  lockedReason,
}: {
  /** Whether the caller may tick or untick this permission. */
  canChange: (permission: CompanyPermission) => boolean;
  /** A reason shown above the list when nothing can be changed (own permissions). */
  lockedReason?: string | null;
}) {
  const { t } = useTranslation('company-employees');
  const { control } = useFormContext();
  const { field } = useController({ name: 'permissions', control });
  const selected = (field.value ?? []) as CompanyPermission[];
  const baseId = useId();
  const toggle = (permission: CompanyPermission, on: boolean) =>
    field.onChange(on ? [...selected, permission] : selected.filter((p) => p !== permission));
  const total = Object.values(PERMISSION_GROUPS).flat().length;

  return (
    <fieldset className="space-y-5">
      <legend className="sr-only">{t('permissions.title')}</legend>
      <p className="text-sm text-ink-600">{t('permissions.selected', { count: selected.length, total })}</p>
      {lockedReason && (
        <p className="flex gap-2 rounded-xl border border-ink-200 bg-ink-50 px-4 py-3 text-sm text-ink-700">
          <Lock className="mt-0.5 size-4 shrink-0 text-ink-500" aria-hidden />
          {lockedReason}
        </p>
      )}
      {(
        Object.entries(PERMISSION_GROUPS) as [keyof typeof PERMISSION_GROUPS, readonly CompanyPermission[]][]
      ).map(([group, permissions]) => (
        <div key={group} className="rounded-xl border border-ink-200">
          <h3 className="border-b border-ink-100 bg-ink-50 px-4 py-2.5 text-sm font-semibold text-ink-800">
            {t(`permissions.groups.${group}`)}
          </h3>
          <ul className="divide-y divide-ink-100">
            {permissions.map((permission) => {
              const key = permissionKey(permission);
              const id = `${baseId}-${key}`;
              const changeable = canChange(permission) && !lockedReason;
              const notHeld = !canChange(permission) && !lockedReason;
              return (
                <li key={permission} className="flex items-start gap-3 px-4 py-3">
                  <input
                    id={id}
                    type="checkbox"
                    checked={selected.includes(permission)}
                    disabled={!changeable}
                    onChange={(event) => toggle(permission, event.target.checked)}
                    aria-describedby={`${id}-hint`}
                    className="mt-0.5 size-5 shrink-0 rounded accent-primary-700 disabled:cursor-not-allowed disabled:opacity-50"
                  />
                  <div className="min-w-0">
                    <label
                      htmlFor={id}
                      className={clsx(
                        'block text-sm font-medium',
                        changeable ? 'cursor-pointer text-ink-900' : 'cursor-not-allowed text-ink-500',
                      )}
                    >
                      {t(`permissions.items.${key}.label`)}
                    </label>
                    <p id={`${id}-hint`} className="mt-0.5 text-sm text-ink-500">
                      {t(`permissions.items.${key}.hint`)}
                      {permission === INVOICES_PERMISSION && (
                        // Decision 182: this permission also shows the company's invoices and notices.
                        <span className="mt-1 block font-medium text-ink-600">
                          {t('permissions.alsoInvoices')}
                        </span>
                      )}
                    </p>
                    {notHeld && (
                      <p className="mt-1 flex items-center gap-1.5 text-xs font-medium text-ink-600">
                        <Lock className="size-3.5 shrink-0" aria-hidden />
                        {t('permissions.notHeld')}
                      </p>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </fieldset>
  );
}
