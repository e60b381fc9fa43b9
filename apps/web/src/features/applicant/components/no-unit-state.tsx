import type { Unit } from '@portal/contracts';
import { ArrowRight, FileText, Hourglass, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { reloadPage } from '../../../lib/browser';

/**
 * Shown while no unit is assigned yet (after polling), or when the other area has the unit. `noApplication`: the
 * polling ended on "no valid application" (1006), so the person is pointed to the application form instead of
 * being told to wait (decision 074).
 */
export function NoUnitState({
  otherArea,
  noApplication = false,
}: {
  otherArea?: Unit | null;
  noApplication?: boolean;
}) {
  const { t } = useTranslation('applicant');
  const Icon = noApplication ? FileText : Hourglass;
  return (
    <Card>
      <CardBody className="flex flex-col items-center px-6 py-12 text-center sm:py-16">
        <span className="flex size-16 items-center justify-center rounded-full bg-accent-100 text-accent-700">
          <Icon className="size-8" aria-hidden />
        </span>
        <h2 className="mt-6 text-xl font-bold text-ink-900">
          {noApplication ? t('noUnit.noApplication.title') : t('noUnit.title')}
        </h2>
        <p className="mt-2 max-w-md text-ink-600">
          {noApplication ? t('noUnit.noApplication.text') : t('noUnit.text')}
        </p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row">
          {noApplication && (
            <Link to={paths.apply} className={buttonClasses()}>
              {t('noUnit.noApplication.apply')}
              <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
            </Link>
          )}
          <Button
            variant="secondary"
            onClick={reloadPage}
            icon={<RefreshCw className="size-4" aria-hidden />}
          >
            {t('noUnit.retry')}
          </Button>
          {otherArea && (
            <Link to={otherArea === 'fs' ? paths.fs.root : paths.ds.root} className={buttonClasses()}>
              {t('noUnit.otherArea', { unit: t(`units.${otherArea}`) })}
              <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
            </Link>
          )}
        </div>
      </CardBody>
    </Card>
  );
}
