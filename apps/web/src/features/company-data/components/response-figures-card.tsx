/**
 * "Ihre Reaktionszeit" on the portrait tab (decision 169): how often and how quickly the company answers
 * applicants' interest and acceptances, as applicants see it on the company's openings. Shown to every member.
 */
import {
  RESPONSE_FIGURES_MIN_MOVES,
  RESPONSE_FIGURES_MONTHS,
  RESPONSE_FIGURES_PENDING_DAYS,
  type CompanyResponseFigures,
} from '@portal/contracts';
import { RefreshCw, Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionLoading } from '../../../components/loading/page-loading';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { useCompanyResponseFigures } from '../api/get-company-response-figures';
import { responseTimeParts } from '../utils/response-time';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-xl bg-ink-50 px-4 py-3">
      <dt className="text-xs font-medium tracking-wide text-ink-500 uppercase">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-ink-900 tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

export function ResponseFiguresView({ figures }: { figures: CompanyResponseFigures }) {
  const { t, i18n } = useTranslation('company-data');
  const enough = figures.responseRate !== null;
  const time =
    figures.medianResponseHours === null
      ? null
      : responseTimeParts(figures.medianResponseHours, i18n.language);
  const timeText =
    time === null
      ? t('portrait.response.noAnswers')
      : time.unit === 'lessThanHour'
        ? t('portrait.response.lessThanHour')
        : t(`portrait.response.${time.unit}`, { count: time.count, value: time.value });
  return (
    <>
      {enough ? (
        <dl className="grid grid-cols-2 gap-3">
          <Figure
            label={t('portrait.response.rate')}
            value={new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(
              figures.responseRate! / 100,
            )}
            testId="response-rate"
          />
          <Figure label={t('portrait.response.median')} value={timeText} testId="response-median" />
        </dl>
      ) : (
        <p className="rounded-xl bg-ink-50 px-4 py-3 text-sm text-ink-700">
          {t('portrait.response.notEnough', { min: RESPONSE_FIGURES_MIN_MOVES, count: figures.basedOn })}
        </p>
      )}
      {enough && (
        <p className="mt-3 text-sm text-ink-600">
          {t('portrait.response.basedOn', { count: figures.basedOn, months: RESPONSE_FIGURES_MONTHS })}
        </p>
      )}
      <p className="mt-3 text-sm text-ink-500">
        {t('portrait.response.explanation', { days: RESPONSE_FIGURES_PENDING_DAYS })}
      </p>
    </>
  );
}

export function ResponseFiguresCard({ companyId }: { companyId: string }) {
  const { t } = useTranslation('company-data');
  const figures = useCompanyResponseFigures(companyId);
  return (
    <Card aria-labelledby="response-figures-title" data-testid="response-figures">
      <CardHeader
        title={<span id="response-figures-title">{t('portrait.response.title')}</span>}
        description={t('portrait.response.hint')}
        icon={<Timer className="size-5" />}
      />
      <CardBody>
        {figures.data ? (
          <ResponseFiguresView figures={figures.data} />
        ) : figures.isError ? (
          <div className="flex flex-wrap items-center gap-3">
            <p role="alert" className="text-sm text-danger-700">
              {t('portrait.response.loadError')}
            </p>
            <Button variant="secondary" size="sm" onClick={() => void figures.refetch()}>
              <RefreshCw className="size-4" aria-hidden />
              {t('portrait.response.retry')}
            </Button>
          </div>
        ) : (
          <SectionLoading />
        )}
      </CardBody>
    </Card>
  );
}
