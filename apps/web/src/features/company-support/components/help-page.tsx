/**
 * `/b2b/help`: the company help's start page – one card per help topic (decision 136) and the way to the
 * partner support's contact form and the company's tickets.
 */
import { ArrowRight, LifeBuoy, MessageSquarePlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/layouts/app-frame';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { helpTopicPath, paths } from '../../../config/paths';
import { faqOf, HELP_TOPIC_ICONS, HELP_TOPICS } from './help-topics';

export function HelpPage() {
  const { t } = useTranslation('company-help');
  return (
    <PageContainer>
      <PageHeader title={t('help.title')} description={t('help.intro')} />
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('help.topicsLabel')}>
        {HELP_TOPICS.map((topic) => {
          const Icon = HELP_TOPIC_ICONS[topic];
          const count = faqOf(t(`topics.${topic}.faq`, { returnObjects: true })).length;
          return (
            <li key={topic}>
              <Link
                to={helpTopicPath(topic)}
                className="group flex h-full flex-col rounded-2xl border border-ink-200/80 bg-white p-5 shadow-card transition-colors hover:border-primary-300 hover:bg-primary-50/40 focus-visible:outline-2 focus-visible:outline-primary-600"
              >
                <span className="flex size-11 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
                  <Icon className="size-5" aria-hidden />
                </span>
                <span className="mt-4 text-lg font-semibold text-ink-900">{t(`topics.${topic}.title`)}</span>
                <span className="mt-1 flex-1 text-sm text-ink-600">{t(`topics.${topic}.description`)}</span>
                <span className="mt-4 flex items-center justify-between text-sm font-semibold text-primary-700">
                  {t('help.questionCount', { count })}
                  <ArrowRight
                    className="size-4 transition-transform group-hover:translate-x-0.5 rtl:rotate-180"
                    aria-hidden
                  />
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <Card className="mt-8">
        <CardBody className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-50 text-accent-700">
              <LifeBuoy className="size-5" aria-hidden />
            </span>
            <div>
              <h2 className="text-lg font-semibold text-ink-900">{t('help.contactTitle')}</h2>
              <p className="mt-1 text-sm text-ink-600">{t('help.contactText')}</p>
            </div>
          </div>
          <div className="flex flex-wrap gap-2 sm:shrink-0">
            <Link to={paths.b2b.helpContact} className={buttonClasses()}>
              <MessageSquarePlus className="size-4" aria-hidden />
              {t('help.contactAction')}
            </Link>
          </div>
        </CardBody>
      </Card>
    </PageContainer>
  );
}
