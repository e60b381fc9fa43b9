/**
 * `/{ds|fs}/bringafriend` (spec part 1 §2, issue 12; decisions 197–199): the personal link to the application
 * form with copying and sharing, how many friends applied and were admitted (counts only, never who), how it
 * works, and the campaigns of the area.
 */
import { CalendarHeart, Send, UserCheck, UserPlus, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageContainer } from '../../../components/layouts/app-frame';
import { SectionLoading } from '../../../components/loading/page-loading';
import { PageState } from '../../../components/loading/page-state';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { useAreaTranslation } from '../../../hooks/use-applicant-area';
import { useCampaigns } from '../api/campaigns';
import { useReferralLink } from '../api/referral-link';
import { CampaignCard } from './campaign-card';
import { ReferralShare } from './referral-share';

function Count({
  icon,
  value,
  label,
  testId,
}: {
  icon: ReactNode;
  value: number;
  label: string;
  testId: string;
}) {
  return (
    <div className="flex items-center gap-3 rounded-xl bg-ink-50 px-4 py-3">
      <span
        className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white text-primary-700 shadow-sm"
        aria-hidden
      >
        {icon}
      </span>
      <p className="min-w-0">
        <span className="block text-2xl font-bold text-ink-900 tabular-nums" data-testid={testId}>
          {value}
        </span>
        <span className="block text-sm text-ink-600">{label}</span>
      </p>
    </div>
  );
}

function HowItWorks() {
  const { t } = useAreaTranslation('bring-a-friend');
  const steps = [
    { icon: <Send className="size-4" />, key: 'share' },
    { icon: <UserPlus className="size-4" />, key: 'apply' },
    { icon: <UserCheck className="size-4" />, key: 'admitted' },
  ] as const;
  return (
    <Card>
      <CardHeader title={t('how.title')} />
      <CardBody>
        <ol className="space-y-4">
          {steps.map((step, index) => (
            <li key={step.key} className="flex gap-3">
              <span
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-700 text-sm font-bold text-white"
                aria-hidden
              >
                {index + 1}
              </span>
              <div className="min-w-0">
                <p className="font-medium text-ink-900">{t(`how.${step.key}.title`)}</p>
                <p className="text-sm text-ink-600">{t(`how.${step.key}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-5 rounded-xl bg-primary-50/70 p-3 text-sm text-ink-700">{t('how.privacy')}</p>
      </CardBody>
    </Card>
  );
}

function Campaigns() {
  const { t, area } = useAreaTranslation('bring-a-friend');
  const campaigns = useCampaigns(area);
  return (
    <section aria-labelledby="campaigns-title" className="mt-10">
      <div className="flex items-center gap-3">
        <span
          className="flex size-10 items-center justify-center rounded-xl bg-accent-50 text-accent-700"
          aria-hidden
        >
          <CalendarHeart className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id="campaigns-title" className="text-xl font-bold text-ink-900">
            {t('campaigns.title')}
          </h2>
          <p className="text-sm text-ink-600">{t('campaigns.intro')}</p>
        </div>
      </div>
      <div className="mt-5">
        {campaigns.isPending ? (
          <SectionLoading />
        ) : campaigns.isError ? (
          <Card>
            <CardBody className="flex flex-wrap items-center gap-3">
              <p role="alert" className="text-sm font-medium text-danger-700">
                {t('campaigns.loadFailed')}
              </p>
              <Button size="sm" variant="secondary" onClick={() => void campaigns.refetch()}>
                {t('campaigns.retry')}
              </Button>
            </CardBody>
          </Card>
        ) : campaigns.data.length === 0 ? (
          <Card>
            <CardBody className="py-10 text-center text-ink-600">{t('campaigns.empty')}</CardBody>
          </Card>
        ) : (
          <div className="grid gap-5 lg:grid-cols-2">
            {campaigns.data.map((campaign) => (
              <CampaignCard key={campaign.id} campaign={campaign} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}

export function BringAFriendPage() {
  const { t } = useAreaTranslation('bring-a-friend');
  const link = useReferralLink();

  if (link.isPending) return <PageState state={{ status: 'loading' }} />;
  if (link.isError) return <PageState state={{ status: 'error', retry: () => void link.refetch() }} />;

  return (
    <PageContainer>
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} description={t('intro')} />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          <ReferralShare url={link.data.url} />
          <Card>
            <CardHeader title={t('counts.title')} icon={<Users className="size-5" />} />
            <CardBody className="grid gap-3 sm:grid-cols-2">
              <Count
                icon={<UserPlus className="size-5" />}
                value={link.data.applied}
                label={t('counts.applied', { count: link.data.applied })}
                testId="referrals-applied"
              />
              <Count
                icon={<UserCheck className="size-5" />}
                value={link.data.admitted}
                label={t('counts.admitted', { count: link.data.admitted })}
                testId="referrals-admitted"
              />
            </CardBody>
          </Card>
        </div>
        <HowItWorks />
      </div>
      <Campaigns />
    </PageContainer>
  );
}
