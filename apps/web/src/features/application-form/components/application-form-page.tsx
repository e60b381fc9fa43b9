/**
 * `/bewerbung`, the public application form (issue 4, decision 050). Study choice (unit → course → campus →
 * intake, each list filtered by the choice before it), personal basics and the privacy consent, validated with
 * the contract's schema; the application service answers 201 (success screen: the invitation mail is on its
 * way), field errors (shown on the fields), 2302 (already applied: shown prominently with a sign-in link) or 2303.
 */
import { REFERRAL_PARAM, type CreateApplicationResponse } from '@portal/contracts';
import { AlertCircle, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/layouts/app-frame';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useCatalogue } from '../api/get-catalogue';
import { ApplicationForm } from './application-form';
import { ApplicationSuccess } from './application-success';
import { NextStepsAside } from './next-steps-aside';

export function ApplicationFormPage() {
  const { t } = useTranslation('apply');
  const catalogue = useCatalogue();
  const [created, setCreated] = useState<CreateApplicationResponse | null>(null);
  // Bring-a-friend (decision 197): the code of the link the person came through goes with the application.
  const referralCode = useSearchParams()[0].get(REFERRAL_PARAM) ?? undefined;

  useEffect(() => {
    if (created) window.scrollTo({ top: 0 });
  }, [created]);

  return (
    <PageContainer width="wide">
      {created ? (
        <ApplicationSuccess email={created.email} />
      ) : (
        <>
          <div className="max-w-3xl">
            <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">{t('eyebrow')}</p>
            <h1 className="mt-1 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{t('title')}</h1>
            <p className="mt-2 text-base text-ink-600">{t('intro')}</p>
          </div>
          <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
            <div className="min-w-0">
              {catalogue.isPending ? (
                // As tall as the form's first screen, so the aside below it on a phone does not jump (CLS).
                <Card>
                  <CardBody className="flex min-h-[36rem] items-center justify-center gap-3 py-16 text-ink-600">
                    <Spinner />
                    <span>{t('loading')}</span>
                  </CardBody>
                </Card>
              ) : catalogue.isError ? (
                <Card>
                  <CardBody className="py-10 text-center" role="alert">
                    <AlertCircle className="mx-auto size-8 text-danger-600" aria-hidden />
                    <p className="mt-3 font-medium text-ink-900">{t('loadFailed')}</p>
                    <Button
                      variant="secondary"
                      className="mt-5"
                      icon={<RefreshCw className="size-4" aria-hidden />}
                      onClick={() => void catalogue.refetch()}
                    >
                      {t('retry')}
                    </Button>
                  </CardBody>
                </Card>
              ) : (
                <ApplicationForm
                  catalogue={catalogue.data}
                  referralCode={referralCode}
                  onCreated={setCreated}
                />
              )}
            </div>
            <NextStepsAside />
          </div>
        </>
      )}
    </PageContainer>
  );
}
