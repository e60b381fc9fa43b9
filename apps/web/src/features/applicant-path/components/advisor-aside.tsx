import type { Advisor } from '@portal/contracts';
import { ArrowRight, Mail, Phone, Smartphone, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { EmailText, PersonPhoto } from '../../../components/ui/person-photo';
import { phoneHref } from '../../../lib/format';
import { contactPath } from '../utils/step-paths';
import { useAreaTranslation } from '../../../hooks/use-applicant-area';

const linkClass = 'font-medium text-primary-800 underline-offset-4 hover:underline [overflow-wrap:anywhere]';

/** The unit's study advisor beside a step: who confirms it and how to reach them. */
export function AdvisorAside({ advisor, title }: { advisor: Advisor | null; title?: string }) {
  const { t, area } = useAreaTranslation('steps');
  return (
    <Card>
      <CardHeader title={title ?? t('advisor.title')} icon={<UserRound className="size-5" />} />
      <CardBody className="space-y-4">
        {advisor ? (
          <>
            <div className="flex items-center gap-3">
              <PersonPhoto
                name={advisor.name}
                imagePath={advisor.imagePath}
                alt={t('advisor.photoAlt', { name: advisor.name })}
                size="sm"
              />
              <div className="min-w-0">
                <p className="font-semibold text-ink-900">{advisor.name}</p>
                <p className="text-sm text-ink-500">
                  {advisor.city ? t('advisor.roleCity', { city: advisor.city }) : t('advisor.role')}
                </p>
              </div>
            </div>
            <ul className="space-y-2 text-sm">
              {advisor.phone && (
                <li className="flex items-center gap-2">
                  <Phone className="size-4 shrink-0 text-ink-400" aria-hidden />
                  <span className="sr-only">{t('advisor.phone')}:</span>
                  <a className={linkClass} href={`tel:${phoneHref(advisor.phone)}`} dir="ltr">
                    {advisor.phone}
                  </a>
                </li>
              )}
              {advisor.mobilePhone && (
                <li className="flex items-center gap-2">
                  <Smartphone className="size-4 shrink-0 text-ink-400" aria-hidden />
                  <span className="sr-only">{t('advisor.mobile')}:</span>
                  <a className={linkClass} href={`tel:${phoneHref(advisor.mobilePhone)}`} dir="ltr">
                    {advisor.mobilePhone}
                  </a>
                </li>
              )}
              <li className="flex items-center gap-2">
                <Mail className="size-4 shrink-0 text-ink-400" aria-hidden />
                <span className="sr-only">{t('advisor.email')}:</span>
                <a className={linkClass} href={`mailto:${advisor.email}`}>
                  <EmailText email={advisor.email} />
                </a>
              </li>
            </ul>
          </>
        ) : (
          <p className="text-sm text-ink-600">{t('advisor.none')}</p>
        )}
        <Link
          to={contactPath(area)}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary-800 underline-offset-4 hover:underline"
        >
          {t('advisor.contactPage')}
          <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
        </Link>
      </CardBody>
    </Card>
  );
}
