/** Suggesting open job openings to the applicant (match source `study_advisor`); the matches are in `MatchHistoryCard`. */
import type { AdvisorApplicantDetail, AdvisorJobOpening } from '@portal/contracts';
import { Briefcase } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../../../components/ui/search-input';
import { controlClasses } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format';
import { applicantActions, useApplicantAction } from '../api/applicant-actions';
import { useAdvisorJobOpenings } from '../api/list-job-openings';
import { ActionFeedback } from './action-feedback';

export function SuggestionsCard({ detail }: { detail: AdvisorApplicantDetail }) {
  const { t } = useTranslation('advisor');
  const accountId = detail.applicant.accountId;
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [note, setNote] = useState('');
  const [chosen, setChosen] = useState<AdvisorJobOpening | null>(null);
  const noteId = useId();
  const openings = useAdvisorJobOpenings(search, open);
  const suggest = useApplicantAction(accountId, (opening: AdvisorJobOpening) =>
    applicantActions.suggestJobOpening(accountId, {
      jobOpeningId: opening.id,
      note: note.trim() || undefined,
    }),
  );
  const matchedIds = new Set(detail.matches.map((m) => m.jobOpeningId));

  useEffect(() => {
    const handle = window.setTimeout(() => setSearch(input.trim()), 300);
    return () => window.clearTimeout(handle);
  }, [input]);

  return (
    <Card>
      <CardHeader
        title={t('suggest.title')}
        description={t('suggest.description')}
        icon={<Briefcase className="size-5" />}
        action={
          !open && (
            <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
              {t('suggest.open')}
            </Button>
          )
        }
      />
      <CardBody className="space-y-5">
        {open && (
          <div className="space-y-3 rounded-xl border border-ink-200 p-4">
            <SearchInput
              label={t('suggest.search')}
              value={input}
              onChange={setInput}
              placeholder={t('suggest.searchPlaceholder')}
            />
            <ul
              className="max-h-72 divide-y divide-ink-100 overflow-y-auto rounded-xl border border-ink-100"
              role="listbox"
              aria-label={t('suggest.results')}
            >
              {(openings.data ?? []).map((opening) => {
                const taken = matchedIds.has(opening.id);
                const selected = chosen?.id === opening.id;
                return (
                  <li
                    key={opening.id}
                    role="option"
                    aria-selected={selected}
                    aria-disabled={taken || undefined}
                  >
                    <button
                      type="button"
                      disabled={taken}
                      onClick={() => setChosen(opening)}
                      className={`block w-full px-4 py-3 text-start text-sm transition-colors disabled:opacity-50 ${selected ? 'bg-primary-50' : 'hover:bg-ink-50'}`}
                    >
                      <span className="block font-semibold text-ink-900">{opening.title}</span>
                      <span className="block text-ink-600">
                        {[
                          opening.companyName,
                          opening.city,
                          opening.startDate ? formatDate(opening.startDate) : null,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                      {taken && <span className="text-xs text-ink-500">{t('suggest.alreadyMatched')}</span>}
                    </button>
                  </li>
                );
              })}
              {openings.data?.length === 0 && (
                <li className="px-4 py-3 text-sm text-ink-600">{t('suggest.none')}</li>
              )}
            </ul>
            {chosen && (
              <div className="space-y-3">
                <div>
                  <label htmlFor={noteId} className="mb-1.5 block text-sm font-medium text-ink-800">
                    {t('suggest.note', { title: chosen.title })}
                  </label>
                  <textarea
                    id={noteId}
                    rows={3}
                    maxLength={1000}
                    value={note}
                    onChange={(event) => setNote(event.target.value)}
                    className={controlClasses(false, 'py-2.5')}
                  />
                </div>
                <Button
                  loading={suggest.isPending}
                  onClick={() =>
                    suggest.mutate(chosen, {
                      onSuccess: () => {
                        setChosen(null);
                        setNote('');
                      },
                    })
                  }
                >
                  {t('suggest.submit')}
                </Button>
              </div>
            )}
          </div>
        )}
        <ActionFeedback error={suggest.error} success={suggest.isSuccess ? t('suggest.done') : null} />
      </CardBody>
    </Card>
  );
}
