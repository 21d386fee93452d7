// Lesson text from Markdown, rendered safely: react-markdown never renders raw HTML, and
// rehype-sanitize (GitHub's schema) strips what is left that could run script (javascript: links,
// event attributes). GitHub-flavoured tables are allowed; they scroll sideways on a phone.
import type { ComponentPropsWithoutRef } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { cn } from '@/lib/cn';
import { isVideoUrl } from '../media';

function Link({ href = '', children, ...props }: ComponentPropsWithoutRef<'a'>) {
  const external = /^https?:\/\//.test(href);
  if (external && isVideoUrl(href)) {
    return (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="my-2 flex items-center gap-3 rounded-xl border border-line bg-brand-50/60 p-3 font-medium text-brand-900 no-underline hover:bg-brand-50"
        {...props}
      >
        <span
          aria-hidden="true"
          className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-700 text-white"
        >
          ▶
        </span>
        <span>
          {children}
          <span className="block text-xs font-normal text-muted">Video, opens in a new tab</span>
        </span>
      </a>
    );
  }
  return (
    <a
      href={href}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-950"
      {...props}
    >
      {children}
    </a>
  );
}

// The page's title is the only h1: a lesson's own "# heading" is shown as a section heading.
const COMPONENTS: Components = {
  h1: ({ node: _n, children, ...p }) => (
    <h2 className="mt-8 text-xl font-semibold text-brand-950 first:mt-0" {...p}>
      {children}
    </h2>
  ),
  h2: ({ node: _n, children, ...p }) => (
    <h2 className="mt-8 text-xl font-semibold text-brand-950 first:mt-0" {...p}>
      {children}
    </h2>
  ),
  h3: ({ node: _n, children, ...p }) => (
    <h3 className="mt-6 text-lg font-semibold text-brand-950" {...p}>
      {children}
    </h3>
  ),
  h4: ({ node: _n, children, ...p }) => (
    <h4 className="mt-5 font-semibold text-brand-950" {...p}>
      {children}
    </h4>
  ),
  p: ({ node: _n, ...p }) => <p className="mt-3 leading-7" {...p} />,
  ul: ({ node: _n, ...p }) => <ul className="mt-3 list-disc space-y-1.5 pl-6" {...p} />,
  ol: ({ node: _n, ...p }) => <ol className="mt-3 list-decimal space-y-1.5 pl-6" {...p} />,
  li: ({ node: _n, ...p }) => <li className="leading-7" {...p} />,
  blockquote: ({ node: _n, ...p }) => (
    <blockquote className="mt-4 border-l-4 border-brand-300 bg-brand-50/60 px-4 py-2 text-brand-950" {...p} />
  ),
  code: ({ node: _n, ...p }) => (
    <code className="rounded bg-brand-50 px-1 py-0.5 font-mono text-[0.9em]" {...p} />
  ),
  pre: ({ node: _n, ...p }) => (
    <pre className="mt-3 overflow-x-auto rounded-lg bg-brand-950 p-4 text-sm text-white" {...p} />
  ),
  a: ({ node: _n, ...p }) => <Link {...p} />,
  img: ({ node: _n, alt = '', ...p }) => (
    <img alt={alt} loading="lazy" className="mt-4 h-auto max-w-full rounded-lg border border-line" {...p} />
  ),
  table: ({ node: _n, ...p }) => (
    // A wide table scrolls inside its own box instead of widening the page.
    <div className="mt-4 overflow-x-auto rounded-lg border border-line">
      <table className="w-full min-w-max border-collapse text-sm" {...p} />
    </div>
  ),
  th: ({ node: _n, ...p }) => (
    <th className="border-b border-line bg-brand-50 px-3 py-2 text-left font-semibold" {...p} />
  ),
  td: ({ node: _n, ...p }) => <td className="border-b border-line px-3 py-2 align-top" {...p} />,
  hr: () => <hr className="my-6 border-line" />,
};

export function LessonMarkdown({ children, className }: { children: string; className?: string }) {
  return (
    <div className={cn('text-base text-ink', className)}>
      <ReactMarkdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize]} components={COMPONENTS}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
