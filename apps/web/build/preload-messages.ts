/**
 * Adds `<link rel="modulepreload">` for the German messages chunk to `index.html` (decision 311). German is the
 * fallback language, so every start loads it whatever the chosen language is; announced in the HTML, it
 * downloads beside the app's code instead of after it has run.
 */
import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The chunk name `vite.config.ts` gives the messages of one language. */
export const messagesChunkName = (language: string): string => `messages-${language}`;

interface BundleChunk {
  type: string;
  name?: string;
  fileName: string;
}

/** The preload tag of the chunk named `name` in `bundle`, or none when the build has no such chunk. */
export function preloadTagFor(bundle: Record<string, BundleChunk>, name: string): HtmlTagDescriptor[] {
  const chunk = Object.values(bundle).find((file) => file.type === 'chunk' && file.name === name);
  if (!chunk) return [];
  return [
    {
      tag: 'link',
      attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
      injectTo: 'head',
    },
  ];
}

export function preloadMessages(language: string): Plugin {
  return {
    name: 'portal:preload-messages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) =>
        context.bundle ? preloadTagFor(context.bundle, messagesChunkName(language)) : [],
    },
  };
}
