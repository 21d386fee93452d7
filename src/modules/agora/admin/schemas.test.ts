import { describe, expect, it } from 'vitest';
import { commentSchema, noteSchema } from './schemas';

describe('noteSchema', () => {
  it('refuses blank notes and trims the rest', () => {
    expect(noteSchema.safeParse({ note: '   ' }).success).toBe(false);
    expect(noteSchema.parse({ note: '  checked references ' })).toEqual({ note: 'checked references' });
    expect(noteSchema.safeParse({ note: 'x'.repeat(2001) }).success).toBe(false);
  });
});

describe('commentSchema', () => {
  it('allows an empty comment, not an overlong one', () => {
    expect(commentSchema.parse({ comments: '' })).toEqual({ comments: '' });
    expect(commentSchema.safeParse({ comments: 'x'.repeat(2001) }).success).toBe(false);
  });
});
