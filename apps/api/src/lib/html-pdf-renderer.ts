/**
 * HTML → PDF with the system's headless Chromium through `playwright-core` (decision 227), shared by every PDF the
 * server prints from HTML: the CV and the invoices (decision 281). One browser is launched
 * on the first render and reused; every render gets a fresh context with JavaScript disabled, offline, and with
 * every request but `data:` aborted, so a document can neither run code nor reach the network. Renders run at most
 * `MAX_PARALLEL` at a time, each within a time limit; a missing or broken Chromium is reported as 503.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { ErrorCode } from '@portal/contracts';
import { AppError } from './app-error';

/** Renders at the same time; more wait their turn (2 cores: a third would only slow all of them down). */
const MAX_PARALLEL = 2;
/** Renders allowed to wait; beyond it the call answers at once instead of piling up. */
const MAX_WAITING = 16;

export interface PdfRenderOptions {
  /**
   * A footer printed on every page (Chromium's footer template): its own `<style>`, and the page counters as
   * `<span class="pageNumber"></span>` / `<span class="totalPages"></span>`. Leave room for it with the
   * `@page` bottom margin.
   */
  footerHtml?: string;
}

export interface PdfRenderer {
  /** The PDF of a complete HTML document (its `@page` rules decide size and margins). */
  render(html: string, options?: PdfRenderOptions): Promise<Buffer>;
  close(): Promise<void>;
}

const unavailable = () => new AppError(ErrorCode.CV_RENDERER_UNAVAILABLE);
const timedOut = () => new AppError(ErrorCode.CV_RENDER_TIMEOUT);

/** A counting semaphore with a bounded queue. */
function limiter(parallel: number, waiting: number) {
  let running = 0;
  const queue: Array<() => void> = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= parallel) {
      if (queue.length >= waiting) throw timedOut();
      await new Promise<void>((resolve) => queue.push(resolve));
    }
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      queue.shift()?.();
    }
  };
}

async function withTimeout<T>(work: Promise<T>, ms: number, onTimeout: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(timedOut());
    }, ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function createPdfRenderer(options: { chromiumPath: string; timeoutMs: number }): PdfRenderer {
  let browser: Promise<Browser> | null = null;
  const run = limiter(MAX_PARALLEL, MAX_WAITING);

  function launch(): Promise<Browser> {
    if (!existsSync(options.chromiumPath)) return Promise.reject(unavailable());
    browser ??= chromium
      .launch({
        executablePath: options.chromiumPath,
        args: [
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
          '--disable-dev-shm-usage',
        ],
      })
      .then((launched) => {
        // A crashed browser is launched again on the next render.
        launched.on('disconnected', () => {
          browser = null;
        });
        return launched;
      })
      .catch((error: unknown) => {
        browser = null;
        throw Object.assign(unavailable(), { cause: error });
      });
    return browser;
  }

  async function renderOnce(html: string, renderOptions: PdfRenderOptions): Promise<Buffer> {
    const context = await (
      await launch()
    ).newContext({
      javaScriptEnabled: false,
      offline: true,
      serviceWorkers: 'block',
      acceptDownloads: false,
    });
    try {
      // `data:` URLs (the photo, the fonts) are not network requests; everything else is refused.
      await context.route('**/*', (route) =>
        route.request().url().startsWith('data:') ? route.continue() : route.abort('blockedbyclient'),
      );
      const page = await context.newPage();
      return await withTimeout(
        (async () => {
          await page.setContent(html, { waitUntil: 'load', timeout: options.timeoutMs });
          await page.emulateMedia({ media: 'print' });
          return page.pdf({
            preferCSSPageSize: true,
            printBackground: true,
            format: 'A4',
            tagged: true,
            ...(renderOptions.footerHtml
              ? {
                  displayHeaderFooter: true,
                  headerTemplate: '<span></span>',
                  footerTemplate: renderOptions.footerHtml,
                }
              : {}),
          });
        })(),
        options.timeoutMs,
        () => void context.close().catch(() => undefined),
      );
    } finally {
      await context.close().catch(() => undefined);
    }
  }

  return {
    render: (html, renderOptions = {}) => run(() => renderOnce(html, renderOptions)),
    async close() {
      const open = browser;
      browser = null;
      if (open) await (await open.catch(() => null))?.close();
    },
  };
}
