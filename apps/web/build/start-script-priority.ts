/**
 * Marks the start scripts in `index.html` (the entry and its module preloads) `fetchpriority="low"` (decision
 * 321). The first paint, the logo mark of decision 313, needs only the HTML and the stylesheet; module scripts run
 * after parsing anyway. The hint lets the stylesheet go first on a slow connection, and tells Lighthouse's
 * simulation that the script does not block rendering (its model otherwise counts every high-priority script as
 * render-blocking and puts the first paint after the script's download).
 */
import type { Plugin } from 'vite';

const START_SCRIPT_TAG = /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g;

export function withLowStartPriority(html: string): string {
  return html.replace(START_SCRIPT_TAG, '<$1 fetchpriority="low"');
}

export function startScriptPriority(): Plugin {
  return {
    name: 'portal:start-script-priority',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => withLowStartPriority(html) },
  };
}
