import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Why a tab is shown read-only: the permission the user lacks, and who can grant it. */
export function ReadOnlyNote({ permissionLabel }: { permissionLabel: string }) {
  const { t } = useTranslation('company-data');
  return (
    <p className="flex items-start gap-2.5 rounded-xl bg-ink-50 px-4 py-3 text-sm text-ink-700">
      <Lock className="mt-0.5 size-4 shrink-0 text-ink-500" aria-hidden />
      <span>{t('readOnly.note', { permission: permissionLabel })}</span>
    </p>
  );
}

/** A labelled value of a read view; "–" when empty. */
export function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm text-ink-500">{label}</dt>
      <dd className="mt-0.5 text-sm font-medium [overflow-wrap:anywhere] text-ink-900 sm:col-span-2 sm:mt-0">
        {empty ? <span className="text-ink-500">–</span> : children}
      </dd>
    </div>
  );
}

export function SavedNote() {
  const { t } = useTranslation('company-data');
  return (
    <p role="status" className="text-sm font-medium text-success-700">
      {t('common.saved')}
    </p>
  );
}
