// The round feedback button's look, shared by the dialog's own trigger and the stand-in that loads it.
export const FEEDBACK_TRIGGER_CLASS =
  'fixed right-4 bottom-20 z-30 grid size-12 place-items-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 md:right-6 md:bottom-6 print:hidden';
