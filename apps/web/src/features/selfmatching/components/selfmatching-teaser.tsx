import { selfMatchingAccess, STORAGE_KEYS } from '@portal/contracts';
import { ArrowRight, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses, Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { readStorage, writeStorage } from '../../../lib/storage';
import { useAccount } from '../../../shared/applicant/account-query';
import { useUnits } from '../../../shared/applicant/units-query';
import { useOverview } from '../api/selfmatching';
import { ignoredValue, teaserVisible } from '../utils/teaser';

/**
 * The next step "3 Selfmatching" on the applicant home (decision 151): shown to applicants who may use
 * self-matching when companies invited them or new openings were published; "Später" (`ignore-sm`) puts it off
 * until there is more. First-time visitors with a ready stage are invited even without news.
 */
export function SelfMatchingTeaser() {
  const { t } = useTranslation('selfmatching');
  const units = useUnits();
  const { data: account } = useAccount();
  const ready = units.data ? selfMatchingAccess(units.data) === 'ready' : false;
  const overview = useOverview(ready);
  const [stored, setStored] = useState(() => readStorage(STORAGE_KEYS.ignoreSm));
  if (!ready || !overview.data || !account) return null;
  const firstVisit = !account.metadata.visitedSelfMatchingView;
  const counts = {
    invitations: overview.data.counts.invitations,
    // Before the first visit every recommendation is news.
    unread: firstVisit
      ? Math.max(overview.data.unread, overview.data.counts.recommended, 1)
      : overview.data.unread,
  };
  if (!teaserVisible(counts, stored)) return null;
  const later = () => {
    const value = ignoredValue(counts);
    writeStorage(STORAGE_KEYS.ignoreSm, value);
    setStored(value);
  };
  const text =
    counts.invitations > 0
      ? t('teaser.invitations', { number: counts.invitations })
      : firstVisit
        ? t('teaser.firstVisit')
        : t('teaser.unread', { number: counts.unread });
  return (
    <section
      aria-labelledby="selfmatching-teaser-title"
      className="overflow-hidden rounded-2xl bg-gradient-to-br from-primary-800 to-primary-950 p-5 text-white shadow-card sm:p-6"
    >
      <div className="flex items-start gap-4">
        <span
          className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/15 font-bold"
          aria-hidden
        >
          3
        </span>
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-primary-100 uppercase">
            <Sparkles className="size-3.5" aria-hidden />
            {t('teaser.eyebrow')}
          </p>
          <h2 id="selfmatching-teaser-title" className="mt-1 text-lg font-semibold">
            {t('teaser.title')}
          </h2>
          <p className="mt-1 text-sm text-primary-100">{text}</p>
          <div className="mt-4 flex flex-wrap gap-2">
            <Link
              to={counts.invitations > 0 ? `${paths.ds.selfmatching}?tab=invitations` : paths.ds.selfmatching}
              className={buttonClasses({ variant: 'inverse', size: 'sm' })}
            >
              {t('teaser.open')}
              <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
            </Link>
            <Button variant="ghost" size="sm" className="text-white hover:bg-white/10" onClick={later}>
              {t('teaser.later')}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
