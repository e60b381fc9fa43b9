/**
 * `/{ds|fs}/contact/:step?` (spec part 1 §2: contact step 1 advisor, 2 team, 3 support). Each tab is an address,
 * so it can be linked and survives a reload. Advisor and campus come from the unit of the address's area
 * (decision 078), so the fs page shows the fs advisor.
 */
import { SectionLoading } from '../../../components/loading/page-loading';
import type { Application } from '@portal/contracts';
import { clsx } from 'clsx';
import {
  Building2,
  Clock,
  FileLock2,
  Headset,
  Mail,
  MapPin,
  MessageSquare,
  Phone,
  UserRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { PageContainer } from '../../../components/layouts/app-frame';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { IconFact } from '../../../components/ui/icon-fact';
import { PageHeader } from '../../../components/ui/page-header';
import { useApplicantArea, useAreaPaths } from '../../../hooks/use-applicant-area';
import { phoneHref } from '../../../lib/format';
import { useSupportEmail } from '../../../lib/public-config';
import { parseSubStep } from '../../../shared/steps/sub-step-param';
import { useApplicantUnit } from '../../../shared/applicant/use-applicant-unit';
import { SchedulingWidget } from '../../../shared/consent/scheduling-widget';
import { AdvisorCard } from './advisor-card';

export const CONTACT_TABS = [
  { step: 1, key: 'advisor', icon: UserRound },
  { step: 2, key: 'team', icon: Building2 },
  { step: 3, key: 'support', icon: Headset },
] as const;

const linkClass = 'font-medium text-primary-800 underline-offset-4 hover:underline';

function InfoNote({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3 rounded-xl bg-primary-50/70 p-4 text-sm text-ink-700">
      <span className="mt-0.5 shrink-0 text-primary-700" aria-hidden>
        {icon}
      </span>
      <div className="min-w-0">{children}</div>
    </div>
  );
}

function ContactLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <IconFact icon={icon} label={label} className="py-3">
      {children}
    </IconFact>
  );
}

function AdvisorTab() {
  const { t } = useTranslation('contact');
  const { t: tContent } = useTranslation('content');
  const { unit } = useApplicantUnit(useApplicantArea());
  const at = useAreaPaths();
  return (
    <div className="grid items-start gap-6 lg:grid-cols-5">
      <div className="min-w-0 lg:col-span-3">
        <AdvisorCard advisor={unit?.advisor ?? null} />
      </div>
      <div className="min-w-0 space-y-4 lg:col-span-2">
        <InfoNote icon={<Clock className="size-5" />}>
          <p className="font-semibold text-ink-900">{t('advisor.replyTitle')}</p>
          <p className="mt-1">
            {t('advisor.replyFaq')}{' '}
            <Link to={at.faq} className={linkClass}>
              {tContent('contactFaqLink')}
            </Link>
          </p>
          <p className="mt-1">{t('advisor.replyContact')}</p>
        </InfoNote>
        <InfoNote icon={<UserRound className="size-5" />}>
          <p>{t('advisor.confirmations')}</p>
        </InfoNote>
        <Link
          to={at.messages}
          className={buttonClasses({
            fullWidth: true,
            className: 'h-auto min-h-11 py-2.5 whitespace-normal',
          })}
        >
          <MessageSquare className="size-4 shrink-0" aria-hidden />
          {t('messages:link')}
        </Link>
        <SchedulingWidget portal="applicant" />
      </div>
    </div>
  );
}

function CampusCard({ application }: { application: Application }) {
  const { t } = useTranslation('contact');
  const { campus } = application;
  return (
    <Card>
      {campus.imagePath && (
        <img
          src={campus.imagePath}
          alt=""
          className="h-36 w-full bg-ink-100 object-cover sm:h-44"
          loading="lazy"
        />
      )}
      <CardHeader title={campus.name} description={t('team.campusOf', { course: application.course.name })} />
      <CardBody className="pt-3">
        <dl className="divide-y divide-ink-100 border-t border-ink-100">
          <ContactLine icon={<MapPin className="size-4" />} label={t('team.city')}>
            {campus.city}
          </ContactLine>
          <ContactLine icon={<Phone className="size-4" />} label={t('team.phone')}>
            <a className={linkClass} href={`tel:${phoneHref(campus.phone)}`} dir="ltr">
              {campus.phone}
            </a>
          </ContactLine>
          <ContactLine icon={<Mail className="size-4" />} label={t('team.email')}>
            <a className={linkClass} href={`mailto:${campus.email}`}>
              {campus.email}
            </a>
          </ContactLine>
        </dl>
      </CardBody>
    </Card>
  );
}

function TeamTab() {
  const { t } = useTranslation('contact');
  const { application } = useApplicantUnit(useApplicantArea());
  return (
    <div className="grid items-start gap-6 lg:grid-cols-5">
      <div className="min-w-0 lg:col-span-3">
        {application ? (
          <CampusCard application={application} />
        ) : (
          <Card>
            <CardBody>
              <p className="text-sm text-ink-600">{t('team.none')}</p>
            </CardBody>
          </Card>
        )}
      </div>
      <div className="min-w-0 lg:col-span-2">
        <InfoNote icon={<Building2 className="size-5" />}>
          <p>{t('team.hint')}</p>
        </InfoNote>
      </div>
    </div>
  );
}

function SupportTab() {
  const { t } = useTranslation('contact');
  const supportEmail = useSupportEmail();
  const at = useAreaPaths();
  return (
    <div className="grid items-start gap-6 lg:grid-cols-5">
      <Card className="lg:col-span-3">
        <CardHeader title={t('support.title')} icon={<Headset className="size-5" />} />
        <CardBody className="pt-3">
          <p className="text-sm text-ink-700">{t('support.text')}</p>
          <dl className="mt-3 border-t border-ink-100">
            <ContactLine icon={<Mail className="size-4" />} label={t('support.email')}>
              <a className={linkClass} href={`mailto:${supportEmail}`}>
                {supportEmail}
              </a>
            </ContactLine>
          </dl>
        </CardBody>
      </Card>
      <div className="min-w-0 lg:col-span-2">
        <InfoNote icon={<FileLock2 className="size-5" />}>
          <p className="font-semibold text-ink-900">{t('support.dataTitle')}</p>
          <p className="mt-1">{t('support.dataText')}</p>
          <Link to={at.application.documents} className={clsx(linkClass, 'mt-2 inline-block')}>
            {t('support.dataLink')}
          </Link>
        </InfoNote>
      </div>
    </div>
  );
}

export function ContactPage() {
  const { t } = useTranslation('contact');
  const { step } = useParams();
  const at = useAreaPaths();
  const { isLoading } = useApplicantUnit(useApplicantArea());
  const current = step === undefined ? 1 : parseSubStep(step, CONTACT_TABS.length);
  const tab = CONTACT_TABS.find((c) => c.step === current);
  if (!tab) return <Navigate to={at.contact} replace />;

  return (
    <PageContainer>
      <PageHeader title={t('title')} description={t('intro')} />
      <nav aria-label={t('tabsLabel')} className="mt-6 border-b border-ink-200">
        <ul className="-mb-px flex gap-1 overflow-x-auto">
          {CONTACT_TABS.map(({ step: s, key, icon: Icon }) => (
            <li key={key} className="shrink-0">
              <Link
                to={`${at.contact}/${s}`}
                aria-current={s === tab.step ? 'page' : undefined}
                className={clsx(
                  'inline-flex h-11 items-center gap-2 border-b-2 px-3 text-sm font-semibold whitespace-nowrap transition-colors sm:px-4',
                  s === tab.step
                    ? 'border-primary-700 text-primary-800'
                    : 'border-transparent text-ink-600 hover:border-ink-300 hover:text-ink-900',
                )}
              >
                <Icon className="size-4" aria-hidden />
                {t(`tabs.${key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        {isLoading ? (
          <SectionLoading label={t('loading')} />
        ) : tab.key === 'advisor' ? (
          <AdvisorTab />
        ) : tab.key === 'team' ? (
          <TeamTab />
        ) : (
          <SupportTab />
        )}
      </div>
    </PageContainer>
  );
}
