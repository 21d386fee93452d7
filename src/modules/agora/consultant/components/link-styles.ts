// A router link styled as inline text (buttons that navigate are the shared LinkButton).
export const textLink =
  'inline-flex min-h-9 items-center gap-1 rounded-md text-sm font-semibold text-brand-800 underline-offset-4 hover:underline focus-visible:ring-4 focus-visible:ring-brand-600/20 focus-visible:outline-none';
