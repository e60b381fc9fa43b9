/**
 * Profile tab "consents": the tracking categories user_research and amplitude, each with its explanation, its
 * current status and a switch that saves at once (`PUT /b2b/v1/consents`, decision 105).
 */
import { ConsentType, type CompanyUser } from '@portal/contracts';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { useSaveConsent } from '../api/profile-api';

type Category = (typeof ConsentType.options)[number];

function ConsentRow({ type, status }: { type: Category; status: string }) {
  const { t } = useTranslation('company-profile');
  const save = useSaveConsent();
  const optedIn = status === 'opt_in_single' || status === 'opt_in_double';
  const pendingValue = save.isPending ? save.variables.hasOptedIn : null;
  const checked = pendingValue ?? optedIn;
  const titleId = `consent-${type}-title`;
  return (
    <li className="flex items-start gap-4 px-4 py-5 sm:gap-6 sm:px-5">
      <div className="min-w-0 flex-1">
        <p id={titleId} className="font-semibold text-ink-900">
          {t(`consents.${type}.title`)}
        </p>
        <p className="mt-1 text-sm text-ink-600">{t(`consents.${type}.text`)}</p>
        <p className="mt-2 text-xs font-medium text-ink-500">
          {t('consents.statusLabel')}: {t(`consents.status.${status}`)}
        </p>
        {save.isError && (
          <p role="alert" className="mt-2 text-sm text-danger-700">
            {errorText(save.error, { formal: true })}
          </p>
        )}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={titleId}
        disabled={save.isPending}
        onClick={() => save.mutate({ type, hasOptedIn: !optedIn })}
        className={clsx(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:ring-4 focus-visible:ring-primary-600/20 focus-visible:outline-none disabled:opacity-70',
          checked ? 'bg-primary-700' : 'bg-ink-300',
        )}
      >
        <span
          aria-hidden
          className={clsx(
            'inline-block size-5 rounded-full bg-white shadow transition-transform',
            checked ? 'translate-x-6 rtl:-translate-x-6' : 'translate-x-1 rtl:-translate-x-1',
          )}
        />
      </button>
    </li>
  );
}

export function ConsentsTab({ me }: { me: CompanyUser }) {
  const { t } = useTranslation('company-profile');
  return (
    <>
      <ul className="divide-y divide-ink-100 rounded-xl border border-ink-200">
        {ConsentType.options.map((type) => (
          <ConsentRow
            key={type}
            type={type}
            status={me.consents.find((c) => c.type === type)?.status ?? 'not_answered'}
          />
        ))}
      </ul>
      <p className="mt-4 text-sm text-ink-600">{t('consents.note')}</p>
    </>
  );
}
