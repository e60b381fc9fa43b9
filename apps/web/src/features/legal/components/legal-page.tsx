import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/layouts/app-frame';
import { formatDate } from '../../../lib/format';
import type { LegalDocument } from '../content/legal-document';

/**
 * A legal document. The text is German (the binding version); the page chrome follows the chosen
 * language and says so. The table of contents scrolls with buttons: the address keeps no fragment,
 * because any fragment except `#motivation` counts as a login answer.
 */
export function LegalPage({ document: doc }: { document: LegalDocument }) {
  const { t, i18n } = useTranslation('legal');
  const showGermanNotice = !i18n.language.startsWith('de');

  return (
    <PageContainer width="text">
      <article
        lang="de"
        dir="ltr"
        className="rounded-3xl border border-ink-200 bg-white px-5 py-8 shadow-card sm:px-10 sm:py-12"
      >
        <p className="text-sm font-semibold text-primary-700">{t('eyebrow')}</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight break-words hyphens-auto text-ink-900 sm:text-3xl">
          {doc.title}
        </h1>
        <p className="mt-2 text-sm text-ink-500">
          <span lang={i18n.language}>{t('updated')}</span> {formatDate(doc.updated)}
        </p>

        {showGermanNotice && (
          <p
            lang={i18n.language}
            dir={i18n.dir()}
            className="mt-6 flex items-start gap-3 rounded-2xl bg-primary-50 px-4 py-3 text-sm text-primary-900"
          >
            <Languages className="mt-0.5 size-4 shrink-0" aria-hidden />
            {t('germanOnly')}
          </p>
        )}

        {doc.intro && <p className="mt-6 text-ink-700">{doc.intro}</p>}

        <nav aria-label={t('contents')} className="mt-8 rounded-2xl bg-ink-50 p-5">
          <p className="text-sm font-semibold text-ink-900" lang={i18n.language}>
            {t('contents')}
          </p>
          <ol className="mt-3 grid gap-1.5 sm:grid-cols-2">
            {doc.sections.map((section) => (
              <li key={section.id}>
                <button
                  type="button"
                  className="text-start text-sm text-primary-800 underline-offset-4 hover:underline"
                  onClick={() => {
                    const target = window.document.getElementById(`legal-${section.id}`);
                    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                    target?.focus({ preventScroll: true });
                  }}
                >
                  {section.heading}
                </button>
              </li>
            ))}
          </ol>
        </nav>

        <div className="mt-10 space-y-10">
          {doc.sections.map((section) => (
            <section key={section.id} aria-labelledby={`legal-${section.id}`}>
              <h2
                id={`legal-${section.id}`}
                tabIndex={-1}
                className="scroll-mt-24 text-lg font-semibold text-ink-900 outline-none"
              >
                {section.heading}
              </h2>
              {section.lines && (
                <address className="mt-3 text-ink-700 not-italic">
                  {section.lines.map((line) => (
                    <span key={line} className="block [overflow-wrap:anywhere]">
                      {line}
                    </span>
                  ))}
                </address>
              )}
              {section.paragraphs?.map((paragraph) => (
                <p key={paragraph} className="mt-3 leading-relaxed text-ink-700">
                  {paragraph}
                </p>
              ))}
              {section.items && (
                <ul className="mt-3 list-disc space-y-1.5 ps-6 text-ink-700 marker:text-primary-400">
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </article>
    </PageContainer>
  );
}
