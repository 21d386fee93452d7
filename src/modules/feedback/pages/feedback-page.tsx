import { FeedbackForm } from '../components/feedback-form';
import { FEEDBACK_INTRO } from '../components/feedback-dialog';
import { PageHeader } from '@/components/ui/page-header';

/** /feedback: the same form on its own page. */
export function FeedbackPage() {
  return (
    <section className="mx-auto w-full max-w-[550px] rounded-2xl border border-line bg-white p-6 shadow-xs">
      <PageHeader title="Submit Feedback" description={FEEDBACK_INTRO} className="mb-5" />
      <FeedbackForm />
    </section>
  );
}
