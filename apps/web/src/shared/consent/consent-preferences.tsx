/**
 * The consents in the profile (applicant: notifications tab; company: consents tab), decision 246: the same
 * grouped switches as the settings dialog with the account's stored status; each switch saves at once for the
 * account and applies in this browser too, so banner, dialog and profile always agree.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adoptAccountConsent, type ConsentCategory } from '../../lib/consent';
import { errorText } from '../../lib/error-text';
import {
  accountHasDecided,
  choiceListOf,
  flagsOfConsents,
  putConsents,
  statusesOf,
  type ConsentPortal,
  type StoredConsent,
} from './consent-api';
import { ConsentCategoryList, toggled } from './consent-categories';

export function ConsentPreferences({
  portal,
  consents,
}: {
  portal: ConsentPortal;
  consents: readonly StoredConsent[];
}) {
  const { t } = useTranslation('consent');
  const formal = portal === 'company';
  const queryClient = useQueryClient();
  const flags = flagsOfConsents(consents);
  const save = useMutation({
    mutationFn: ({ category, on }: { category: ConsentCategory; on: boolean }) => {
      const next = toggled(flags, category, on);
      // Only what changed: the switched category, and user research when the analysis goes off with it.
      const changed = (Object.keys(next) as ConsentCategory[]).filter((c) => next[c] !== flags[c]);
      return putConsents(queryClient, portal, choiceListOf(next, changed), { reactToErrors: true });
    },
    onSuccess: (stored) =>
      adoptAccountConsent(flagsOfConsents(stored), { decided: accountHasDecided(stored) }),
  });
  const shown = save.isPending ? toggled(flags, save.variables.category, save.variables.on) : flags;

  return (
    <div>
      <ConsentCategoryList
        idPrefix={`consent-${portal}-profile`}
        flags={shown}
        statuses={statusesOf(consents)}
        formal={formal}
        disabled={save.isPending}
        onToggle={(category, on) => save.mutate({ category, on })}
      />
      <div aria-live="polite" className="mt-3 min-h-5 text-sm">
        {save.isError ? (
          <p role="alert" className="text-danger-700">
            {errorText(save.error, { formal })}
          </p>
        ) : save.isSuccess ? (
          <p className="font-medium text-success-700">{t('preferences.saved')}</p>
        ) : null}
      </div>
      <p className="mt-2 text-sm text-ink-600">
        {t('preferences.note', { context: formal ? 'formal' : undefined })}
      </p>
    </div>
  );
}
