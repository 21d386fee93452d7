// The menu button's look, shared by the sheet's own trigger and the stand-in that loads it.
export const MOBILE_MENU_TRIGGER_CLASS =
  'grid size-10 place-items-center rounded-lg text-brand-900 hover:bg-brand-50 xl:hidden';
