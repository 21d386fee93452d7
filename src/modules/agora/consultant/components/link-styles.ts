// Router links that look like the shared Button variants (a link must stay a link for navigation).
export const primaryLink =
  'inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-800';
export const secondaryLink =
  'inline-flex h-11 items-center justify-center gap-2 rounded-lg border border-line bg-white px-4 text-sm font-semibold text-ink shadow-sm transition-colors hover:bg-brand-50';
export const textLink =
  'inline-flex min-h-9 items-center gap-1 rounded-md text-sm font-semibold text-brand-800 underline-offset-4 hover:underline focus-visible:ring-4 focus-visible:ring-brand-600/20 focus-visible:outline-none';
