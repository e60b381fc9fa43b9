import type { Application, UnitDetail } from '@portal/contracts';
import { clsx } from 'clsx';
import { CalendarDays, GraduationCap, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardBody } from '../../../components/ui/card';
import { IconFact } from '../../../components/ui/icon-fact';
import { formatDate } from '../../../lib/format';
import { useAreaTranslation } from '../../../hooks/use-applicant-area';

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <IconFact
      icon={icon}
      label={label}
      className="rounded-xl bg-ink-50 p-3"
      iconClassName="text-primary-700"
      valueClassName="font-semibold"
    >
      {value}
    </IconFact>
  );
}

/** The chosen course, campus and intake of the active application, and the unit's current stage. */
export function ApplicationCard({
  unit,
  application,
  compact = false,
}: {
  unit: UnitDetail;
  application: Application;
  /** In a narrow side column (from lg up): the facts one below the other. */
  compact?: boolean;
}) {
  const { t } = useAreaTranslation('applicant');
  const { campus, course, intake } = application;
  return (
    <Card>
      {campus.imagePath && (
        <img
          src={campus.imagePath}
          alt={t('application.campusImageAlt', { campus: campus.name })}
          className="h-36 w-full bg-ink-100 object-cover sm:h-44"
          loading="lazy"
        />
      )}
      <CardBody>
        <p className="text-sm font-semibold text-primary-700">{t('application.title')}</p>
        <h2 className="mt-1 text-xl font-bold break-words hyphens-auto text-ink-900">{course.name}</h2>
        <dl className={clsx('mt-4 grid gap-3 sm:grid-cols-2', compact && 'lg:grid-cols-1')}>
          <Fact
            icon={<MapPin className="size-4" />}
            label={t('application.campus')}
            value={
              campus.city && !campus.name.includes(campus.city)
                ? `${campus.name}, ${campus.city}`
                : campus.name
            }
          />
          <Fact
            icon={<CalendarDays className="size-4" />}
            label={t('application.intake')}
            value={formatDate(intake.date)}
          />
          <Fact
            icon={<GraduationCap className="size-4" />}
            label={t('application.stage')}
            value={t(`stages.${unit.stage}`)}
          />
        </dl>
      </CardBody>
    </Card>
  );
}
