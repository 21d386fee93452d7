import { useMutation } from '@tanstack/react-query';
import { getErrorCode, getErrorMessage, getErrorStatus, type ErrorMessageOverrides } from '@/lib/errors';
import { logger } from '@/lib/logger';
import { supabase } from '@/lib/supabase';
import { extensionFor } from '@/lib/uploads';
import { ATTACHMENT_LIMIT_REACHED, ATTACHMENT_RULE, type FeedbackInput } from '../schemas';

export const ATTACHMENTS_BUCKET = ATTACHMENT_RULE.bucket;

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

/**
 * Uploads the image into the user's own folder of the private attachments bucket and returns its
 * path, which the feedback row keeps; admins open it through a signed URL.
 */
export async function uploadFeedbackAttachment(userId: string, file: File): Promise<string> {
  // The bucket's upload policy accepts known image extensions only: the type decides, not the name.
  const path = `${userId}/${crypto.randomUUID()}.${extensionFor(file.type)}`;
  const { error } = await supabase.storage
    .from(ATTACHMENTS_BUCKET)
    .upload(path, file, { contentType: file.type, upsert: false });
  if (error) {
    logger.error('Attachment upload failed', error);
    // The only refusal the form cannot foresee is the per-user limit of the upload policy.
    if (getErrorStatus(error) === 403 || (error as { statusCode?: string }).statusCode === '403') {
      throw new AttachmentUploadError(ATTACHMENT_LIMIT_REACHED);
    }
    throw new AttachmentUploadError(`Error uploading attachment: ${error.message}`);
  }
  return path;
}

export async function submitFeedback({ userId, feedbackType, description, attachment }: FeedbackInput) {
  const attachmentUrl = attachment ? await uploadFeedbackAttachment(userId, attachment) : null;
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
