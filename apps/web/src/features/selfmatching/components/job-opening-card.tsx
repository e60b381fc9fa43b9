import type { JobOpeningCard as Opening } from '@portal/contracts';
import {
  ArrowRight,
  Building2,
  CalendarDays,
  GraduationCap,
  Laptop,
  MapPin,
  Navigation,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { selfmatchingPath } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { FavoriteButton } from './favorite-button';
import { FitReasons } from './fit-reasons';
import { OfferStatusBadge } from './offer-status-badge';

export function CompanyLogo({
  name,
  url,
  size = 'md',
}: {
  name: string;
  url: string | null;
  size?: 'md' | 'lg';
}) {
  const box = size === 'lg' ? 'size-16 rounded-2xl' : 'size-12 rounded-xl';
  return url ? (
    <img src={url} alt="" className={`${box} shrink-0 border border-ink-100 bg-white object-contain p-1`} />
  ) : (
    <span
      aria-hidden
      className={`${box} flex shrink-0 items-center justify-center bg-primary-50 text-lg font-bold text-primary-800`}
    >
      {name.trim().charAt(0).toUpperCase() || <Building2 className="size-5" />}
    </span>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-center gap-1.5">
      <span className="shrink-0 text-ink-400" aria-hidden>
        {icon}
      </span>
      <span className="min-w-0 truncate">{children}</span>
    </li>
  );
}

/** The facts of an opening every list shows: course, campus, start, distance, work model, open positions. */
export function OpeningFacts({ opening, wide = false }: { opening: Opening; wide?: boolean }) {
  const { t } = useTranslation('selfmatching');
  return (
    <ul className={`grid gap-x-4 gap-y-1.5 text-sm text-ink-600 ${wide ? 'sm:grid-cols-2' : ''}`}>
      {opening.course && <Fact icon={<GraduationCap className="size-4" />}>{opening.course.name}</Fact>}
      {opening.campus && (
        <Fact icon={<MapPin className="size-4" />}>
          {opening.campus.city && opening.campus.city !== opening.campus.name
            ? `${opening.campus.name} · ${opening.campus.city}`
            : opening.campus.name}
        </Fact>
      )}
      {opening.startDate && (
        <Fact icon={<CalendarDays className="size-4" />}>
          {t('card.start', { date: formatDate(opening.startDate) })}
        </Fact>
      )}
      {opening.distanceKm !== null && (
        <Fact icon={<Navigation className="size-4" />}>{t('card.distance', { km: opening.distanceKm })}</Fact>
      )}
      {opening.workModel && (
        <Fact icon={<Laptop className="size-4" />}>{t(`workModels.${opening.workModel}`)}</Fact>
      )}
      <Fact icon={<Users className="size-4" />}>
        {t('card.openPositions', { number: opening.openPositions })}
      </Fact>
    </ul>
  );
}

/** One opening in a list of self-matching: company, title, facts, "Warum das passt", status and bookmark. */
export function JobOpeningCard({ opening, note }: { opening: Opening; note?: ReactNode }) {
  const { t } = useTranslation('selfmatching');
  return (
    <article className="flex h-full flex-col rounded-2xl border border-ink-200/80 bg-white p-5 shadow-card transition-shadow hover:shadow-md">
      <div className="flex items-start gap-3">
        <CompanyLogo name={opening.companyName} url={opening.companyLogoUrl} />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium text-ink-500">{opening.companyName}</p>
          <h3 className="mt-0.5 text-base leading-snug font-semibold text-ink-900">
            <Link
              to={selfmatchingPath(opening.id)}
              className="rounded hover:text-primary-800 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600"
            >
              {opening.title}
            </Link>
          </h3>
        </div>
        <FavoriteButton
          jobOpeningId={opening.id}
          title={opening.title}
          favorite={opening.match?.favorite ?? false}
        />
      </div>
      {(opening.match && opening.match.offerStatus !== 'recommended') || opening.studyModel === 'DMS' ? (
        <div className="mt-3 flex flex-wrap gap-1.5">
          {opening.match && opening.match.offerStatus !== 'recommended' && (
            <OfferStatusBadge
              status={opening.match.offerStatus}
              reason={opening.match.cancellationReason}
              applicationStatus={opening.match.status}
            />
          )}
          {opening.studyModel === 'DMS' && (
            <span
              title={t('studyModels.DMS')}
              className="inline-flex items-center rounded-full bg-violet-50 px-2.5 py-0.5 text-xs font-semibold text-violet-800"
            >
              <span aria-hidden>DMS</span>
              <span className="sr-only">{t('studyModels.DMS')}</span>
            </span>
          )}
        </div>
      ) : null}
      {note && <div className="mt-3 text-sm text-ink-700">{note}</div>}
      <div className="mt-4">
        <OpeningFacts opening={opening} />
      </div>
      {/* An ended match no longer needs the reasons it fits. */}
      {opening.reasons.length > 0 && opening.match?.status !== 'cancelled' && (
        <div className="mt-4 border-t border-ink-100 pt-4">
          <p className="mb-2 text-xs font-semibold tracking-wide text-ink-500 uppercase">{t('card.why')}</p>
          <FitReasons reasons={opening.reasons} max={4} />
        </div>
      )}
      <div className="mt-auto pt-4">
        <Link
          to={selfmatchingPath(opening.id)}
          className="inline-flex items-center gap-1 text-sm font-semibold text-primary-800 hover:underline"
          aria-label={t('card.detailsLabel', { title: opening.title })}
        >
          {t('card.details')}
          <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
        </Link>
      </div>
    </article>
  );
}
