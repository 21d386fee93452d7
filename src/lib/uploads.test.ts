import { describe, expect, it } from 'vitest';
import { extensionFor, UPLOAD_RULES, uploadAccept, uploadHint, uploadProblem } from './uploads';

describe('upload rules', () => {
  const { avatars, certifications, feedbackAttachments } = UPLOAD_RULES;

  it('derives the hint from the rule, or keeps the words a spec fixes', () => {
    expect(uploadHint(avatars)).toBe('PNG, JPEG, WebP or GIF, up to 2 MB.');
    expect(uploadHint(UPLOAD_RULES.organizationFiles)).toBe('PDF, Office, text, CSV or image, up to 20 MB.');
    expect(uploadHint(feedbackAttachments)).toBe('PNG, JPG, JPEG, GIF, max 5MB');
  });

  it('accepts exactly the types and sizes of the bucket', () => {
    expect(uploadProblem(avatars, { type: 'image/png', size: 2 * 1024 * 1024 })).toBeNull();
    expect(uploadProblem(avatars, { type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe(
      'The image is larger than 2 MB. Please choose a smaller file.',
    );
    expect(uploadProblem(avatars, { type: 'image/svg+xml', size: 10 })).toBe(
      'Choose a PNG, JPEG, WebP or GIF image.',
    );
    expect(uploadProblem(certifications, { type: 'application/pdf', size: 5 * 1024 * 1024 + 1 })).toBe(
      'The file is larger than 5MB. Please choose a smaller file.',
    );
  });

  it('lists extensions and types in accept, so every file picker filters', () => {
    expect(uploadAccept(certifications)).toBe(
      '.pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp',
    );
  });

  it('names stored files by type', () => {
    expect(extensionFor('image/jpeg')).toBe('jpg');
    expect(extensionFor('application/x-unknown')).toBe('bin');
  });
});
