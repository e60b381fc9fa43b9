import type { Unit } from '@portal/contracts';
import { ArrowRight, Hourglass, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { reloadPage } from '../../../lib/browser';

/** Shown while no unit is assigned yet (after polling), or when the other area has the unit. */
export function NoUnitState({ otherArea }: { otherArea?: Unit | null }) {
  const { t } = useTranslation('applicant');
  return (
    <Card>
      <CardBody className="flex flex-col items-center px-6 py-12 text-center sm:py-16">
        <span className="flex size-16 items-center justify-center rounded-full bg-accent-100 text-accent-700">
          <Hourglass className="size-8" aria-hidden />
        </span>
        <h2 className="mt-6 text-xl font-bold text-ink-900">{t('noUnit.title')}</h2>
        <p className="mt-2 max-w-md text-ink-600">{t('noUnit.text')}</p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row">
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
