/**
 * `/advisor/staff/content`: every news item, tip and FAQ entry for staff (issue 12), newest change first, with
 * filters for kind, status, audience and language and a title search, all kept in the address.
 */
import {
  ContentAudience,
  ContentKind,
  ContentLanguage,
  ContentStatus,
  type StaffContentEntry,
  type StaffContentQuery,
} from '@portal/contracts';
import { ChevronRight, Languages, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { controlClasses } from '../../../components/form';
import { PageContainer } from '../../../components/layouts/app-frame';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
import { SearchInput } from '../../../components/ui/search-input';
import { PagedListBody } from '../../../components/loading/paged-list-body';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format';
import { useStaffContentList } from '../api/staff-content';
import { KindBadge, StatusBadge } from './content-labels';
import { useListParams } from '../../../hooks/use-list-params';

export function staffContentPath(id: string): string {
  return `${paths.advisor.staff.content}/${encodeURIComponent(id)}`;
}
export const newStaffContentPath = `${paths.advisor.staff.content}/new`;

const FILTERS = {
  kind: ContentKind.options,
  status: ContentStatus.options,
  audience: ContentAudience.options,
  language: ContentLanguage.options,
} as const;
type FilterName = keyof typeof FILTERS;

function EntryRow({ entry }: { entry: StaffContentEntry }) {
  const { t } = useTranslation('staff-content');
  return (
    <li>
      <Link
        to={staffContentPath(entry.id)}
        className="flex items-center gap-3 px-5 py-4 transition-colors hover:bg-ink-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600"
      >
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <KindBadge kind={entry.kind} />
            <StatusBadge status={entry.status} />
            <span className="rounded bg-ink-100 px-1.5 py-0.5 font-mono text-xs font-semibold text-ink-700 uppercase">
              {entry.language}
            </span>
          </div>
          <p className="mt-1.5 font-semibold break-words text-ink-900">{entry.title}</p>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-600">
            <span>
              {t(`audience.${entry.audience}`)}
              {entry.audience !== 'company' && ` · ${t(`unit.${entry.unit}`)}`}
              {entry.category && ` · ${t(`category.${entry.category}`)}`}
            </span>
            <span>
              {t('list.updated')}: <bdi dir="ltr">{formatDateTime(entry.updatedAt)}</bdi>
              {entry.authorName && ` · ${entry.authorName}`}
            </span>
            {entry.translationOf && <span>{t('list.isTranslation')}</span>}
            {entry.translations.length > 0 && (
              <span className="inline-flex items-center gap-1">
                <Languages className="size-3.5" aria-hidden />
                {entry.translations.map((tr) => tr.language.toUpperCase()).join(', ')}
              </span>
            )}
          </p>
        </div>
        <ChevronRight className="size-5 shrink-0 text-ink-400 rtl:rotate-180" aria-hidden />
      </Link>
    </li>
  );
}

export function StaffContentListPage() {
  const { t } = useTranslation('staff-content');
  const [params, setParam] = useListParams();
  const [typed, setTyped] = useState(params.get('q') ?? '');
  const pick = <N extends FilterName>(name: N) => {
    const value = params.get(name);
    return (FILTERS[name] as readonly string[]).includes(value ?? '')
      ? (value as (typeof FILTERS)[N][number])
      : undefined;
  };
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const q = (params.get('q') ?? '').trim();
  const query: StaffContentQuery = {
    kind: pick('kind'),
    status: pick('status'),
    audience: pick('audience'),
    language: pick('language'),
    ...(q ? { q } : {}),
    page,
  };
  const list = useStaffContentList(query);

  useEffect(() => {
    const next = typed.trim();
    if (next === q) return;
    const timer = window.setTimeout(() => setParam('q', next || undefined), 300);
    return () => window.clearTimeout(timer);
  }, [typed, q, setParam]);

  return (
    <PageContainer>
      <PageHeader
        title={t('list.title')}
        description={t('list.intro')}
        actions={
          <Link to={newStaffContentPath} className={buttonClasses({ size: 'md' })}>
            <Plus className="size-4" aria-hidden />
            {t('list.new')}
          </Link>
        }
      />
      <div className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-5">
        <SearchInput
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          value={typed}
          onChange={setTyped}
          maxLength={100}
          className="col-span-2 lg:col-span-1"
        />
        {(Object.keys(FILTERS) as FilterName[]).map((name) => (
          <div key={name} className="min-w-0">
            <label htmlFor={`filter-${name}`} className="mb-1.5 block text-sm font-medium text-ink-800">
              {t(`list.filter.${name}`)}
            </label>
            <select
              id={`filter-${name}`}
              value={pick(name) ?? ''}
              onChange={(event) => setParam(name, event.target.value || undefined)}
              className={controlClasses(false, 'h-11')}
            >
              <option value="">{t('list.filter.any')}</option>
              {FILTERS[name].map((value) => (
                <option key={value} value={value}>
                  {name === 'language' ? t(`language.${value}`) : t(`${name}.${value}`)}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      <Card className="mt-6">
        <PagedListBody
          query={list}
          texts={{
            loadFailed: t('list.loadFailed'),
            retry: t('list.retry'),
            empty: t('list.empty'),
            count: (count) => t('list.count', { count }),
          }}
        >
          {(items) => items.map((entry) => <EntryRow key={entry.id} entry={entry} />)}
        </PagedListBody>
      </Card>
      {list.data && (
        <Pager
          page={page}
          pages={list.data.pages}
          onPage={(next) => setParam('page', String(next))}
          labels={{
            nav: t('list.pagination'),
            previous: t('list.previous'),
            next: t('list.next'),
            position: t('list.page', { page, pages: list.data.pages }),
          }}
        />
      )}
    </PageContainer>
  );
}
