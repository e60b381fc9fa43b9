/**
 * `/b2b/help/{helpTopic}`: the questions and answers of one help topic (texts in `company-help`, decision 136)
 * and "Frage nicht beantwortet?" leading to the contact form with the topic chosen. Only the known topics have
 * a route; any other address under `/b2b/help/` is the portal's 404 page.
 */
import type { HelpTopic } from '@portal/contracts';
import { ArrowLeft, ChevronDown, MessageSquarePlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/layouts/app-frame';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { faqOf, HELP_TOPIC_ICONS } from './help-topics';

/** The contact form with `topic` chosen. */
export function contactPathFor(topic: HelpTopic): string {
  return `${paths.b2b.helpContact}?topic=${encodeURIComponent(topic)}`;
}

export function HelpTopicPage({ topic }: { topic: HelpTopic }) {
  const { t } = useTranslation('company-help');
  const Icon = HELP_TOPIC_ICONS[topic];
  const faq = faqOf(t(`topics.${topic}.faq`, { returnObjects: true }));
  const title = t(`topics.${topic}.title`);
  return (
    <PageContainer width="narrow">
      <Link
        to={paths.b2b.help}
        className="inline-flex items-center gap-1.5 rounded-lg text-sm font-semibold text-primary-700 hover:text-primary-900"
      >
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
        {t('help.back')}
      </Link>
      <div className="mt-4 flex items-start gap-4">
        <span className="mt-1 hidden size-12 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-700 sm:flex">
          <Icon className="size-6" aria-hidden />
        </span>
        <PageHeader title={title} description={t(`topics.${topic}.description`)} />
      </div>
      <section className="mt-8 space-y-3" aria-label={t('help.faqLabel')}>
        {faq.map((entry, index) => (
          <details
            key={entry.q}
            open={index === 0}
            className="group rounded-2xl border border-ink-200/80 bg-white shadow-card open:border-primary-200"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 font-semibold text-ink-900 focus-visible:outline-2 focus-visible:outline-primary-600 [&::-webkit-details-marker]:hidden">
              <span>{entry.q}</span>
              <ChevronDown
                className="size-5 shrink-0 text-ink-500 transition-transform group-open:rotate-180"
                aria-hidden
              />
            </summary>
            <p className="px-5 pb-5 text-ink-700">{entry.a}</p>
          </details>
        ))}
      </section>
      <Card className="mt-8">
        <CardBody className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="text-lg font-semibold text-ink-900">{t('help.notAnsweredTitle')}</h2>
            <p className="mt-1 text-sm text-ink-600">{t('help.notAnsweredText', { topic: title })}</p>
          </div>
          <Link to={contactPathFor(topic)} className={buttonClasses({ className: 'sm:shrink-0' })}>
            <MessageSquarePlus className="size-4" aria-hidden />
            {t('help.notAnsweredAction')}
          </Link>
        </CardBody>
      </Card>
    </PageContainer>
  );
}

/** One page component per topic for the router (each topic is its own route). */
export function helpTopicPage(topic: HelpTopic) {
  function TopicRoute() {
    return <HelpTopicPage topic={topic} />;
  }
  TopicRoute.displayName = `HelpTopic(${topic})`;
  return TopicRoute;
}
