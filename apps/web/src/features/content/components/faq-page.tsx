/**
 * `/{ds|fs}/faq` (spec part 1 §2 `faq`, four categories): a search across questions and answers with the query in
 * the address (`?q=`), the category as tabs (`?category=`), answers as native accordions with their Markdown
 * (decision 180), and a way to the contact page when the question is not there.
 */
import { FAQ_CATEGORIES, FaqCategory, type FaqEntry } from '@portal/contracts';
import { clsx } from 'clsx';
import { ChevronDown, MessageCircleQuestion, SearchX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Markdown } from '../../../components/content/markdown';
import { PageContainer } from '../../../components/layouts/app-frame';
import { PageState } from '../../../components/loading/page-state';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { SearchInput } from '../../../components/ui/search-input';
import { Spinner } from '../../../components/ui/spinner';
import { useApplicantArea, useAreaPaths } from '../../../hooks/use-applicant-area';
import { useFaq } from '../api/list-faq';
import { FallbackNote } from './fallback-note';

/** Typing settles this long before the address (and the search) follows. */
const SEARCH_DELAY_MS = 300;

type Tab = 'all' | FaqCategory;

function FaqItem({ entry }: { entry: FaqEntry }) {
  return (
    <li>
      <details className="group" lang={entry.language}>
        <summary className="flex cursor-pointer list-none items-start gap-3 px-5 py-4 font-semibold text-ink-900 hover:bg-ink-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600 sm:px-6 [&::-webkit-details-marker]:hidden">
          <span className="min-w-0 flex-1 break-words">{entry.question}</span>
          <ChevronDown
            className="mt-0.5 size-5 shrink-0 text-ink-500 transition-transform group-open:rotate-180"
            aria-hidden
          />
        </summary>
        <div className="px-5 pb-5 text-ink-700 sm:px-6">
          <Markdown source={entry.answer} />
        </div>
      </details>
    </li>
  );
}

export function FaqPage() {
  const { t } = useTranslation('content');
  const area = useApplicantArea();
  const areaPaths = useAreaPaths();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const requested = FaqCategory.safeParse(params.get('category'));
  const tab: Tab = requested.success ? requested.data : 'all';
  const [typed, setTyped] = useState(params.get('q') ?? '');
  const faq = useFaq(area, q);

  // The address follows the typing once it settles.
  useEffect(() => {
    const next = typed.trim();
    if (next === q) return;
    const timer = window.setTimeout(() => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set('q', next);
          else updated.delete('q');
          return updated;
        },
        { replace: true },
      );
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed, q, setParams]);
  // A changed address (back button, a link) refills the box.
  const [seenQ, setSeenQ] = useState(q);
  if (seenQ !== q) {
    setSeenQ(q);
    if (typed.trim() !== q) setTyped(q);
  }

  const chooseTab = (next: Tab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'all') updated.delete('category');
        else updated.set('category', next);
        return updated;
      },
      { replace: true },
    );

  if (faq.isPending) return <PageState state={{ status: 'loading' }} />;
  if (faq.isError) return <PageState state={{ status: 'error', retry: () => void faq.refetch() }} />;

  const entries = faq.data;
  const count = (category: Tab) =>
    category === 'all' ? entries.length : entries.filter((entry) => entry.category === category).length;
  const shown = FAQ_CATEGORIES.filter((category) => tab === 'all' || tab === category)
    .map((category) => ({ category, items: entries.filter((entry) => entry.category === category) }))
    .filter((section) => section.items.length > 0);

  return (
    <PageContainer width="narrow">
      <PageHeader eyebrow={t(`area.${area}`)} title={t('faq.title')} description={t('faq.intro')} />
      <FallbackNote languages={entries.map((entry) => entry.language)} />
      <div className="mt-6" role="search">
        <SearchInput
          label={t('faq.searchLabel')}
          labelHidden
          placeholder={t('faq.searchPlaceholder')}
          value={typed}
          onChange={setTyped}
          maxLength={100}
        />
      </div>
      <div
        role="group"
        aria-label={t('faq.categoriesLabel')}
        className="-mx-4 mt-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
      >
        {(['all', ...FAQ_CATEGORIES] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={tab === value}
            onClick={() => chooseTab(value)}
            className={clsx(
              'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-primary-600',
              tab === value
                ? 'border-primary-800 bg-primary-800 text-white'
                : 'border-ink-200 bg-white text-ink-700 hover:bg-ink-50',
            )}
          >
            {t(`faq.categories.${value}`)}
            <span
              className={clsx(
                'rounded-full px-1.5 text-xs',
                tab === value ? 'bg-white/20' : 'bg-ink-100 text-ink-600',
              )}
            >
              {count(value)}
            </span>
          </button>
        ))}
      </div>
      <div className="mt-6 space-y-6" aria-busy={faq.isFetching}>
        {q && (
          <p className="flex items-center gap-2 text-sm text-ink-600" aria-live="polite">
            {faq.isFetching && <Spinner size="sm" />}
            {t('faq.results', { count: count(tab), q })}
          </p>
        )}
        {shown.length === 0 ? (
          <Card>
            <CardBody className="flex flex-col items-center py-10 text-center">
              <span className="flex size-12 items-center justify-center rounded-full bg-ink-100 text-ink-600">
                <SearchX className="size-6" aria-hidden />
              </span>
              <p className="mt-4 font-semibold text-ink-900">
                {q ? t('faq.emptySearch', { q }) : t('faq.empty')}
              </p>
              {q && (
                <>
                  <p className="mt-1 max-w-sm text-sm text-ink-600">{t('faq.emptySearchHint')}</p>
                  <Button className="mt-5" variant="secondary" size="sm" onClick={() => setTyped('')}>
                    {t('faq.clearSearch')}
                  </Button>
                </>
              )}
            </CardBody>
          </Card>
        ) : (
          shown.map((section) => (
            <Card key={section.category} aria-labelledby={`faq-${section.category}`}>
              <h2
                id={`faq-${section.category}`}
                className="px-5 pt-5 pb-3 text-lg font-bold text-ink-900 sm:px-6 sm:pt-6"
              >
                {t(`faq.categories.${section.category}`)}
              </h2>
              <ul className="divide-y divide-ink-100 border-t border-ink-100">
                {section.items.map((entry) => (
                  <FaqItem key={entry.id} entry={entry} />
                ))}
              </ul>
            </Card>
          ))
        )}
        <Card className="bg-primary-50/60">
          <CardBody className="flex flex-col gap-4 sm:flex-row sm:items-center">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-white text-primary-700">
              <MessageCircleQuestion className="size-6" aria-hidden />
            </span>
            <div className="min-w-0 flex-1">
              <h2 className="font-bold text-ink-900">{t('faq.missingTitle')}</h2>
              <p className="mt-1 text-sm text-ink-700">{t('faq.missingText')}</p>
            </div>
            <Link to={areaPaths.contact} className={buttonClasses({ variant: 'primary', size: 'sm' })}>
              {t('faq.missingLink')}
            </Link>
          </CardBody>
        </Card>
      </div>
    </PageContainer>
  );
}
