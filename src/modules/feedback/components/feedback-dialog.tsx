import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { CloseIcon, MessageIcon } from '@/components/icons';
import { FeedbackForm, type FeedbackDraft } from './feedback-form';
import { FEEDBACK_TRIGGER_CLASS } from './feedback-trigger';

export const FEEDBACK_INTRO =
  "We value your input! Please share your thoughts, suggestions, or report any issues you've encountered.";

/**
 * The floating feedback button and its 'Submit Feedback' modal (spec-1 §2). Closing it keeps the
 * draft (text, type and image) for the next opening, until it is sent or discarded.
 */
export function FeedbackDialog({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const [draft, setDraft] = useState<FeedbackDraft | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger aria-label="Send feedback" className={FEEDBACK_TRIGGER_CLASS}>
        <MessageIcon className="size-5" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay data-testid="feedback-backdrop" className="fixed inset-0 z-50 bg-brand-950/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-[550px] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold text-brand-950">Submit Feedback</Dialog.Title>
            <Dialog.Close
              aria-label="Close"
              className="grid size-8 place-items-center rounded-md text-muted hover:bg-brand-50"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 mb-5 text-sm text-muted">{FEEDBACK_INTRO}</Dialog.Description>
          <FeedbackForm draft={draft} onDraftChange={setDraft} onSubmitted={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
