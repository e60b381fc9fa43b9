/**
 * What the screenshot specs (`*.screenshots.spec.ts`, only with SCREENSHOTS=1) share: the two widths and two
 * languages every screen is looked at in, and a browser context in that size and language.
 */
import type { Browser, BrowserContext } from '@playwright/test';

export const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
export type ScreenSize = (typeof WIDTHS)[number];

export const LANGUAGES = ['de', 'en'] as const;

/** A fresh context at `size` whose portal starts in `language` (browser locale and the stored choice). */
export async function screenshotContext(
  browser: Browser,
  size: { width: number; height: number },
  language: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: size.width, height: size.height },
    locale: language === 'de' ? 'de-DE' : 'en-GB',
  });
  await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
  return context;
}
