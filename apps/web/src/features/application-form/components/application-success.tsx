/** After sending: the invitation mail is on its way. */
import { LogIn, MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { paths } from '../../../config/paths';

export function ApplicationSuccess({ email }: { email: string }) {
  const { t } = useTranslation('apply');
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the focus was in is gone: the focus goes to the confirmation, so a keyboard or screen-reader user
  // continues from here instead of from the top of the page.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="mx-auto max-w-2xl" role="status">
      <Card>
        <CardBody className="px-6 py-10 text-center sm:px-10">
          <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-success-50 text-success-700">
            <MailCheck className="size-8" aria-hidden />
          </span>
          <h1
            ref={heading}
            tabIndex={-1}
            className="mt-5 text-2xl font-bold tracking-tight text-ink-900 outline-none"
          >
            {t('success.title')}
          </h1>
          <p className="mt-3 text-base text-ink-600">
            <Trans
              t={t}
              i18nKey="success.text"
              values={{ email }}
              components={{
                strong: <strong className="font-semibold [overflow-wrap:anywhere] text-ink-900" />,
              }}
            />
          </p>
          <ul className="mt-6 space-y-2 rounded-xl bg-ink-50 px-5 py-4 text-start text-sm text-ink-700">
            <li>{t('success.hintSpam')}</li>
            <li>{t('success.hintLink')}</li>
          </ul>
          <Link to={paths.ds.root} className={buttonClasses({ variant: 'secondary', className: 'mt-6' })}>
            <LogIn className="size-4" aria-hidden />
            {t('success.signIn')}
          </Link>
        </CardBody>
      </Card>
    </div>
  );
}
