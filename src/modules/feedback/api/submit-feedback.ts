import { useMutation } from '@tanstack/react-query';
import { getErrorCode, getErrorMessage, type ErrorMessageOverrides } from '@/lib/errors';
import { logger } from '@/lib/logger';
import { supabase } from '@/lib/supabase';
import type { FeedbackInput } from '../schemas';

const BUCKET = 'attachments';
const FOLDER = 'feedback-attachments';

// Spec-1 §8: the feedback form's wording for these codes; anything else is a generic failure.
export const FEEDBACK_ERROR_MESSAGES: ErrorMessageOverrides = {
  '23505': 'This feedback appears to be a duplicate.',
  '23503': 'Referenced user does not exist.',
  '42501': "You don't have permission to submit feedback.",
};
export const FEEDBACK_FAILED = 'Failed to submit feedback. Please try again later.';

export function feedbackErrorMessage(error: unknown): string {
  if (error instanceof AttachmentUploadError) return error.message;
  const code = getErrorCode(error);
  if (code !== undefined && code in FEEDBACK_ERROR_MESSAGES)
    return getErrorMessage(error, FEEDBACK_ERROR_MESSAGES);
  return FEEDBACK_FAILED;
}

export class AttachmentUploadError extends Error {}

function extensionOf(file: File): string {
  const fromName = /\.([a-z0-9]{1,8})$/i.exec(file.name)?.[1];
  return (fromName ?? file.type.split('/')[1] ?? 'img').toLowerCase();
}

/** Uploads the image under feedback-attachments/{random}.{ext} and returns its public URL. */
export async function uploadFeedbackAttachment(file: File): Promise<string> {
  const path = `${FOLDER}/${crypto.randomUUID()}.${extensionOf(file)}`;
  const { error } = await supabase.storage
    .from(BUCKET)
    .upload(path, file, { contentType: file.type, upsert: false });
  if (error) {
    logger.error('Attachment upload failed', error);
    throw new AttachmentUploadError(`Error uploading attachment: ${error.message}`);
  }
  return supabase.storage.from(BUCKET).getPublicUrl(path).data.publicUrl;
}

export async function submitFeedback({ userId, feedbackType, description, attachment }: FeedbackInput) {
  const attachmentUrl = attachment ? await uploadFeedbackAttachment(attachment) : null;
  const { data } = await supabase
    .from('feedback_logs')
    .insert({
      user_id: userId,
      feedback_type: feedbackType,
      description,
      attachment_url: attachmentUrl,
      user_metadata: { browser: navigator.userAgent },
      status: 'open',
    })
    .select('feedback_id, created_at')
    .single()
    .throwOnError();
  return data;
}

export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}
