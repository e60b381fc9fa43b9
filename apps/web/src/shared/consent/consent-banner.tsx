/**
 * The consent banner (decision 247): a non-modal bar at the bottom of the page for a browser without a decision.
 * It blocks nothing (the page stays usable and scrolls free of it), is announced politely when it appears and is
 * reached with the keyboard after the page; accept all, reject all and settings have equal weight.
 */
import { Cookie } from 'lucide-react';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  ALL_DENIED,
  ALL_GRANTED,
  saveConsent,
  setConsentSettingsOpen,
  useConsentChoices,
  useConsentSettingsOpen,
} from '../../lib/consent';
import { consentBannerDelayMs, suppressesConsentBanner } from './banner-rules';
import { ChoiceButtons } from './choice-buttons';
import { PrivacyLink } from './privacy-link';

/** True once the delay since the first render has passed (the delay is read once, from the first address). */
function useDelayPassed(search: string): boolean {
  const [delay] = useState(() => consentBannerDelayMs(search));
  const [passed, setPassed] = useState(delay === 0);
  useEffect(() => {
    if (passed) return;
    const timer = window.setTimeout(() => setPassed(true), delay);
    return () => window.clearTimeout(timer);
  }, [delay, passed]);
  return passed;
}

/** Keeps the end of the page reachable: the document gets bottom padding of the banner's height. */
function useReservedSpace(element: HTMLElement | null) {
  useLayoutEffect(() => {
    if (!element) return;
    const reserve = () => {
      document.body.style.paddingBottom = `${element.offsetHeight}px`;
    };
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(element);
    return () => {
      observer.disconnect();
      document.body.style.paddingBottom = '';
    };
  }, [element]);
}

function Banner({ formal, company }: { formal: boolean; company: boolean }) {
  const { t } = useTranslation('consent');
  const [element, setElement] = useState<HTMLElement | null>(null);
  useReservedSpace(element);
  const context = formal ? 'formal' : undefined;
  return (
    <section
      ref={setElement}
      aria-labelledby="consent-banner-title"
      aria-describedby="consent-banner-text"
      data-testid="consent-banner"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-ink-200 bg-white shadow-[0_-8px_30px_rgba(15,23,42,0.12)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-4 sm:px-6 lg:flex-row lg:items-center lg:gap-8 lg:py-5">
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <span className="mt-0.5 hidden size-9 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700 sm:flex">
            <Cookie className="size-5" aria-hidden />
          </span>
          <div className="min-w-0">
            <h2 id="consent-banner-title" className="text-base font-semibold text-ink-900">
              {t('banner.title', { context })}
            </h2>
            <p id="consent-banner-text" className="mt-1 text-sm text-ink-600">
              {t('banner.text', { context })} <PrivacyLink company={company} />
            </p>
          </div>
        </div>
        <div className="shrink-0 lg:w-[30rem]">
          <ChoiceButtons
            choices={[
              { label: t('rejectAll'), onClick: () => saveConsent(ALL_DENIED) },
              { label: t('banner.settings'), onClick: () => setConsentSettingsOpen(true) },
              { label: t('acceptAll'), onClick: () => saveConsent(ALL_GRANTED) },
            ]}
          />
        </div>
      </div>
    </section>
  );
}

export function ConsentBanner({ formal, company }: { formal: boolean; company: boolean }) {
  const { pathname, search } = useLocation();
  const { decidedAt } = useConsentChoices();
  const settingsOpen = useConsentSettingsOpen();
  const delayPassed = useDelayPassed(search);
  const visible = delayPassed && !decidedAt && !settingsOpen && !suppressesConsentBanner(pathname);
  return (
    // The live region exists before the banner does, so screen readers announce it when it appears.
    <div aria-live="polite">{visible && <Banner formal={formal} company={company} />}</div>
  );
}
