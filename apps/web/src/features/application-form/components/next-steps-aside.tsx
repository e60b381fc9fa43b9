/** Beside the form: what happens after sending it. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardBody } from '../../../components/ui/card';
import { paths } from '../../../config/paths';

export function NextStepsAside() {
  const { t } = useTranslation(['apply', 'cv-generator']);
  const steps = ['apply', 'mail', 'register', 'advisor'] as const;
  return (
    <aside className="lg:sticky lg:top-6 lg:self-start">
      <Card>
        <CardBody>
          <h2 className="text-base font-semibold text-ink-900">{t('aside.title')}</h2>
          <ol className="mt-4 space-y-4">
            {steps.map((step, index) => (
              <li key={step} className="flex gap-3">
                <span
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary-50 text-sm font-semibold text-primary-800"
                  aria-hidden
                >
                  {index + 1}
                </span>
                <span className="min-w-0 text-sm text-ink-700">{t(`aside.${step}`)}</span>
              </li>
            ))}
          </ol>
          <p className="mt-5 border-t border-ink-100 pt-4 text-sm text-ink-600">
            {t('aside.haveAccount')}{' '}
            <Link to={paths.ds.root} className="font-medium text-primary-700 underline underline-offset-2">
              {t('aside.signIn')}
            </Link>
          </p>
          <p className="mt-3 text-sm text-ink-600">
            <Link
              to={paths.cvGenerator}
              className="font-medium text-primary-700 underline underline-offset-2"
            >
              {t('cv-generator:link.public')}
            </Link>
          </p>
        </CardBody>
      </Card>
    </aside>
  );
}
