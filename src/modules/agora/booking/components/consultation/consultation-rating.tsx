// A completed consultation's rating: the client rates it once; both sides then see the rating.
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { TextAreaField } from '@/components/ui/fields';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { StarRating } from '../../../components/star-rating';
import type { Consultation } from '../../api/get-consultation';
import { useRateConsultation } from '../../api/rate-consultation';
import type { ConsultationSide } from '../../consultation-view';
import { MAX_REVIEW, ratingSchema, type RatingValues } from '../../schemas';
import { StarInput } from '../star-input';

export function ConsultationRating({
  consultation: k,
  side,
}: {
  consultation: Consultation;
  side: ConsultationSide;
}) {
  const rate = useRateConsultation();
  const form = useForm<RatingValues>({
    resolver: zodResolver(ratingSchema),
    defaultValues: { rating: 0, review: '' },
  });

  if (k.rating !== null) {
    return (
      <Card>
        <CardHeader title={side === 'client' ? 'Your rating' : 'Client rating'} />
        <StarRating rating={k.rating} />
        {k.review ? <p className="mt-2 text-sm whitespace-pre-line text-ink">{k.review}</p> : null}
      </Card>
    );
  }
  if (side !== 'client') {
    return (
      <Card>
        <CardHeader title="Client rating" />
        <p className="text-sm text-muted">The client has not rated this consultation yet.</p>
      </Card>
    );
  }

  const submit = form.handleSubmit((values) =>
    rate.mutate(
      { id: k.id, rating: values.rating, review: values.review },
      {
        onSuccess: () =>
          toast.success('Thank you for your rating', { description: 'Your review helps other growers.' }),
        onError: (error) =>
          toast.error('Could not save your rating', { description: getErrorMessage(error) }),
      },
    ),
  );

  return (
    <Card>
      <CardHeader
        title="Rate this consultation"
        description="How helpful was it? Your rating is shown on the consultant's profile."
      />
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <Controller
          control={form.control}
          name="rating"
          render={({ field, fieldState }) => (
            <StarInput value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
        <TextAreaField
          label="Review (optional)"
          rows={4}
          maxLength={MAX_REVIEW}
          placeholder="What went well? What could be better?"
          error={form.formState.errors.review?.message}
          {...form.register('review')}
        />
        <Button type="submit" busy={rate.isPending} className="self-start">
          Submit Rating
        </Button>
      </form>
    </Card>
  );
}
