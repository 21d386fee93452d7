import { useSyncExternalStore } from 'react';

// True from `beforeprint` to `afterprint` (the print dialog lays the page out in between), and
// whenever print media applies (a print preview, a test emulating print media).
let printing = false;

const query = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('print')
    : null;

function subscribe(onChange: () => void) {
  const media = query();
  const before = () => {
    printing = true;
    onChange();
  };
  const after = () => {
    printing = false;
    onChange();
  };
  media?.addEventListener('change', onChange);
  window.addEventListener('beforeprint', before);
  window.addEventListener('afterprint', after);
  return () => {
    media?.removeEventListener('change', onChange);
    window.removeEventListener('beforeprint', before);
    window.removeEventListener('afterprint', after);
  };
}

const snapshot = () => printing || (query()?.matches ?? false);

/** Whether the page is being printed: what a screen lays out for the page, not for paper. */
export function usePrintMedia(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
