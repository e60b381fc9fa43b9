import type { Advisor } from '@portal/contracts';
import { Mail, MapPin, MessageCircle, Phone, Smartphone, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { IconFact } from '../../../components/ui/icon-fact';
import { PersonPhoto } from '../../../components/ui/person-photo';
import { phoneHref, whatsappHref } from '../../../lib/format';

function ContactRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <IconFact icon={icon} label={label} className="py-2.5">
      {children}
    </IconFact>
  );
}

const linkClass = 'text-primary-800 underline-offset-4 hover:underline';

/** The study advisor of the active unit: photo, name, phone, mobile, WhatsApp, e-mail, city. */
export function AdvisorCard({ advisor }: { advisor: Advisor | null }) {
  const { t } = useTranslation('applicant');
  return (
    <Card>
      <CardHeader title={t('advisor.title')} icon={<UserRound className="size-5" />} />
      <CardBody>
        {!advisor ? (
          <p className="text-sm text-ink-600">{t('advisor.none')}</p>
        ) : (
          <>
            <div className="flex items-center gap-4">
              <PersonPhoto
                name={advisor.name}
                imagePath={advisor.imagePath}
                alt={t('advisor.photoAlt', { name: advisor.name })}
              />
              <div className="min-w-0">
                <p className="text-lg font-semibold text-ink-900">{advisor.name}</p>
                <p className="text-sm text-ink-500">{t('advisor.role')}</p>
                {advisor.city && (
                  <p className="mt-1 inline-flex items-center gap-1 text-sm text-ink-600">
                    <MapPin className="size-4" aria-hidden />
                    {advisor.city}
                  </p>
                )}
              </div>
            </div>
            <dl className="mt-4 divide-y divide-ink-100 border-t border-ink-100">
              {advisor.phone && (
                <ContactRow icon={<Phone className="size-4" />} label={t('advisor.phone')}>
                  <a className={linkClass} href={`tel:${phoneHref(advisor.phone)}`} dir="ltr">
                    {advisor.phone}
                  </a>
                </ContactRow>
              )}
              {advisor.mobilePhone && (
                <ContactRow icon={<Smartphone className="size-4" />} label={t('advisor.mobile')}>
                  <a className={linkClass} href={`tel:${phoneHref(advisor.mobilePhone)}`} dir="ltr">
                    {advisor.mobilePhone}
                  </a>
                </ContactRow>
              )}
              <ContactRow icon={<MessageCircle className="size-4" />} label={t('advisor.whatsapp')}>
                {advisor.whatsappAvailable && advisor.mobilePhone ? (
                  <a
                    className={linkClass}
                    href={whatsappHref(advisor.mobilePhone)}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {t('advisor.whatsappAvailable')}
                  </a>
                ) : (
                  <span className="font-normal text-ink-600">{t('advisor.whatsappUnavailable')}</span>
                )}
              </ContactRow>
              <ContactRow icon={<Mail className="size-4" />} label={t('advisor.email')}>
                <a className={linkClass} href={`mailto:${advisor.email}`}>
                  {advisor.email}
                </a>
              </ContactRow>
            </dl>
          </>
        )}
      </CardBody>
    </Card>
  );
}
