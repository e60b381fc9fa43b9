import { Compass, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/layouts/app-frame';
import { Card, CardBody } from '../../../components/ui/card';
import { useSupportEmail } from '../../../lib/public-config';

/**
 * The `ds.onboarding` screen. The onboarding wizard (welcome, entrance qualification, e-mail
 * verification, language proficiency) is built by a later issue; until then this page says honestly
 * what comes next and how to reach the team.
 */
export function OnboardingIntro() {
  const { t } = useTranslation('onboarding');
  const supportEmail = useSupportEmail();
  return (
    <PageContainer width="narrow">
      <Card>
        <CardBody className="px-6 py-10 sm:px-10 sm:py-14">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-primary-50 text-primary-700">
            <Compass className="size-7" aria-hidden />
          </span>
          <h1 className="mt-6 text-3xl font-bold tracking-tight text-ink-900">{t('title')}</h1>
          <p className="mt-3 text-lg text-ink-700">{t('intro')}</p>
          <p className="mt-4 text-ink-600">{t('comingSoon')}</p>
          <p className="mt-8 text-sm text-ink-600">{t('questions')}</p>
          <a
            href={`mailto:${supportEmail}`}
            className="mt-2 inline-flex items-center gap-2 text-sm font-semibold [overflow-wrap:anywhere] text-primary-800 underline-offset-4 hover:underline"
          >
            <Mail className="size-4 shrink-0" aria-hidden />
            {supportEmail}
          </a>
        </CardBody>
      </Card>
    </PageContainer>
  );
}
