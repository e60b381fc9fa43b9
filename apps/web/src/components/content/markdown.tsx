/**
 * Renders Markdown written by staff (news, tips, FAQ answers, course and campaign texts; decision 180). Raw HTML
 * is dropped, never rendered (`skipHtml`), so `<script>`, `<iframe>` and event attributes cannot reach the page;
 * link and image addresses pass react-markdown's URL filter, which removes `javascript:`, `vbscript:` and `data:`
 * addresses. Links to other sites open in a new tab without access to this one.
 */
import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import ReactMarkdown, { defaultUrlTransform, type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

/** Addresses that leave the portal: absolute http(s) and mail links. */
function isExternal(href: string | undefined): boolean {
  return !!href && /^(https?:)?\/\//i.test(href);
}

const components: Components = {
  h1: ({ node: _node, ...props }) => (
    <h2 className="mt-6 mb-2 text-xl font-bold text-ink-900 first:mt-0" {...props} />
  ),
  h2: ({ node: _node, ...props }) => (
    <h2 className="mt-6 mb-2 text-lg font-bold text-ink-900 first:mt-0" {...props} />
  ),
  h3: ({ node: _node, ...props }) => (
    <h3 className="mt-5 mb-1.5 text-base font-semibold text-ink-900 first:mt-0" {...props} />
  ),
  h4: ({ node: _node, ...props }) => (
    <h4 className="mt-4 mb-1 font-semibold text-ink-900 first:mt-0" {...props} />
  ),
  p: ({ node: _node, ...props }) => <p className="my-3 leading-relaxed first:mt-0 last:mb-0" {...props} />,
  ul: ({ node: _node, ...props }) => <ul className="my-3 list-disc space-y-1 ps-6" {...props} />,
  ol: ({ node: _node, ...props }) => <ol className="my-3 list-decimal space-y-1 ps-6" {...props} />,
  li: ({ node: _node, ...props }) => <li className="leading-relaxed" {...props} />,
  blockquote: ({ node: _node, ...props }) => (
    <blockquote
      className="my-4 border-s-4 border-primary-200 bg-primary-50/50 px-4 py-2 text-ink-700"
      {...props}
    />
  ),
  // A link whose address the filter removed stays as its text.
  a: ({ node: _node, href, ...props }) =>
    !href ? (
      <span>{props.children}</span>
    ) : (
      <a
        href={href}
        className="font-medium text-primary-700 underline underline-offset-2 hover:text-primary-900"
        {...(isExternal(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        {...props}
      />
    ),
  img: ({ node: _node, alt, src, ...props }) =>
    !src ? null : (
      <img src={src} alt={alt ?? ''} loading="lazy" className="my-4 max-w-full rounded-xl" {...props} />
    ),
  code: ({ node: _node, ...props }) => (
    <code className="rounded bg-ink-100 px-1 py-0.5 text-[0.9em]" {...props} />
  ),
  pre: ({ node: _node, ...props }) => (
    <pre className="my-4 overflow-x-auto rounded-xl bg-ink-50 p-4 text-sm" {...props} />
  ),
  hr: () => <hr className="my-6 border-ink-200" />,
  table: ({ node: _node, ...props }) => (
    <div className="my-4 overflow-x-auto">
      <table className="w-full border-collapse text-sm" {...props} />
    </div>
  ),
  th: ({ node: _node, ...props }) => (
    <th className="border-b border-ink-200 px-3 py-2 text-start font-semibold" {...props} />
  ),
  td: ({ node: _node, ...props }) => <td className="border-b border-ink-100 px-3 py-2" {...props} />,
};

/** Keeps react-markdown's filter (no `javascript:`, `vbscript:`, `data:`) and drops what it would empty. */
function safeUrl(url: string): string {
  return defaultUrlTransform(url.trim());
}

export function Markdown({
  source,
  className,
  ...props
}: { source: string } & Omit<ComponentProps<'div'>, 'children' | 'dangerouslySetInnerHTML'>) {
  return (
    <div className={clsx('text-ink-800', className)} {...props}>
      <ReactMarkdown remarkPlugins={[remarkGfm]} skipHtml urlTransform={safeUrl} components={components}>
        {source}
      </ReactMarkdown>
    </div>
  );
}
