import { FeedbackForm } from '../components/feedback-form';
import { FEEDBACK_INTRO } from '../components/feedback-dialog';

/** /feedback: the same form on its own page. */
export function FeedbackPage() {
  return (
    <section className="mx-auto w-full max-w-[550px] rounded-2xl border border-line bg-white p-6 shadow-xs">
      <h1 className="text-2xl font-semibold tracking-tight text-brand-950">Submit Feedback</h1>
      <p className="mt-1 mb-5 text-sm text-muted">{FEEDBACK_INTRO}</p>
      <FeedbackForm />
    </section>
  );
}
