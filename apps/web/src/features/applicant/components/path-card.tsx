import { ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';

const STEPS = ['documents', 'abilities', 'infoSession', 'interview', 'search', 'contracts'] as const;

/** The stages of the dual-study application (spec part 1 §1), as orientation. */
export function PathCard() {
  const { t } = useTranslation('applicant');
  return (
    <Card>
      <CardHeader
        title={t('path.title')}
        description={t('path.description')}
        icon={<ListChecks className="size-5" />}
      />
      <CardBody>
        <ol className="space-y-4">
          {STEPS.map((step, index) => (
            <li key={step} className="flex gap-4">
              <span
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-50 text-sm font-bold text-primary-800 ring-1 ring-primary-100"
                aria-hidden
              >
                {index + 1}
              </span>
              <div className="min-w-0 pt-1">
                <p className="font-semibold text-ink-900">{t(`path.steps.${step}.title`)}</p>
                <p className="mt-0.5 text-sm text-ink-600">{t(`path.steps.${step}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </CardBody>
    </Card>
  );
}
