import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_NOT_IMAGE,
  ATTACHMENT_TOO_LARGE,
  attachmentProblem,
  feedbackSchema,
  formatKilobytes,
  MAX_ATTACHMENT_BYTES,
} from './schemas';

const valid = { userId: 'u1', feedbackType: 'General', description: 'The converter is great.' };
const messages = (input: unknown) =>
  feedbackSchema.safeParse(input).error?.issues.map((i) => i.message) ?? [];

describe('feedbackSchema', () => {
  it('accepts a valid submission and trims the description', () => {
    expect(feedbackSchema.parse({ ...valid, description: '  ten chars!  ' }).description).toBe('ten chars!');
  });

  it("uses the spec's messages", () => {
    expect(messages({ ...valid, userId: '' })).toEqual(['User ID is required']);
    expect(messages({ ...valid, userId: undefined })).toEqual(['User ID is required']);
    expect(messages({ ...valid, feedbackType: '' })).toEqual(['Feedback type is required']);
    expect(messages({ ...valid, feedbackType: 'Praise' })).toEqual(['Feedback type is required']);
    expect(messages({ ...valid, description: '   short   ' })).toEqual([
      'Description must be at least 10 characters',
    ]);
    expect(messages({ ...valid, description: 'x'.repeat(1001) })).toEqual([
      'Description must be less than 1000 characters',
    ]);
    expect(messages({ ...valid, description: 'x'.repeat(1000) })).toEqual([]);
  });
});

describe('attachments', () => {
  it('refuses files over 5 MB and non-images', () => {
    expect(attachmentProblem({ size: MAX_ATTACHMENT_BYTES, type: 'image/png' })).toBeNull();
    expect(attachmentProblem({ size: MAX_ATTACHMENT_BYTES + 1, type: 'image/png' })).toBe(
      ATTACHMENT_TOO_LARGE,
    );
    expect(attachmentProblem({ size: 10, type: 'application/pdf' })).toBe(ATTACHMENT_NOT_IMAGE);
  });

  it('shows the size in KB with one decimal', () => {
    expect(formatKilobytes(1536)).toBe('1.5 KB');
    expect(formatKilobytes(100)).toBe('0.1 KB');
    expect(formatKilobytes(0)).toBe('0.0 KB');
  });
});
