// The feedback button loads its dialog (the form, react-hook-form, zod, Radix) on first use, so none
// of it weighs on a visitor's first page (ARCHITECTURE.md §6). A pointer over it or focus on it
// starts the download early; the click opens the dialog as soon as it is there.
import { lazy, Suspense, useState } from 'react';
import { MessageIcon } from '@/components/icons';
import { FEEDBACK_TRIGGER_CLASS } from './feedback-trigger';

const load = () => import('./feedback-dialog');
const FeedbackDialog = lazy(() => load().then((m) => ({ default: m.FeedbackDialog })));

function StandIn({ onOpen, busy = false }: { onOpen?: () => void; busy?: boolean }) {
  return (
    <button
      type="button"
      aria-label="Send feedback"
      aria-busy={busy || undefined}
      className={FEEDBACK_TRIGGER_CLASS}
      onPointerEnter={() => void load()}
      onFocus={() => void load()}
      onClick={onOpen}
    >
      <MessageIcon className="size-5" />
    </button>
  );
}

export function LazyFeedbackDialog() {
  const [wanted, setWanted] = useState(false);
  if (!wanted) return <StandIn onOpen={() => setWanted(true)} />;
  return (
    <Suspense fallback={<StandIn busy />}>
      <FeedbackDialog defaultOpen />
    </Suspense>
  );
}
