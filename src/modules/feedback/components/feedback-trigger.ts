// The round feedback button's look, shared by the dialog's own trigger and the stand-in that loads it.
// Under 768 px it sits in the bottom bar's right end, which the bar keeps free for it
// (src/app/shell/bottom-bar.tsx): floating above the bar, it covered a control on any screen whose
// content reached the right edge. From 768 px, where there is no bottom bar, it floats at the
// bottom right, beside the page's centred column.
export const FEEDBACK_TRIGGER_CLASS =
  'fixed right-2 bottom-[calc(0.25rem+env(safe-area-inset-bottom))] z-[45] grid size-12 place-items-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 md:right-6 md:bottom-6 md:z-30 print:hidden';
