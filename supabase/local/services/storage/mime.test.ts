import { describe, expect, it } from 'vitest';
import { isMimeTypeAllowed, isValidAllowedMimeType } from './mime.ts';

describe('isMimeTypeAllowed', () => {
  const allowed = ['image/*', 'text/plain'];

  it('matches exact types and type wildcards', () => {
    expect(isMimeTypeAllowed('image/png', allowed)).toBe(true);
    expect(isMimeTypeAllowed('image/svg+xml', allowed)).toBe(true);
    expect(isMimeTypeAllowed('text/plain', allowed)).toBe(true);
  });

  it('refuses other types, bare types and (like hosted) parameters the rule does not list', () => {
    expect(isMimeTypeAllowed('text/html', allowed)).toBe(false);
    expect(isMimeTypeAllowed('application/pdf', allowed)).toBe(false);
    expect(isMimeTypeAllowed('image', allowed)).toBe(false);
    expect(isMimeTypeAllowed('text/plain;charset=UTF-8', allowed)).toBe(false);
    expect(isMimeTypeAllowed('text/plain;charset=UTF-8', ['text/plain;charset=UTF-8'])).toBe(true);
  });

  it('accepts only exactly type/subtype: no extra segments, lists or spaces smuggled past a wildcard', () => {
    for (const t of ['image/png/x', 'image/png, text/html', 'image/png text/html', 'image/', 'image/*'])
      expect(isMimeTypeAllowed(t, ['image/*', 'image/png']), t).toBe(false);
    expect(isMimeTypeAllowed('image/png/x', ['image/png'])).toBe(false);
  });

  it('does not treat a wildcard type as matching every type', () => {
    expect(isMimeTypeAllowed('video/mp4', ['image/*'])).toBe(false);
  });
});

describe('isValidAllowedMimeType', () => {
  it('accepts types, wildcards and charsets, refuses junk', () => {
    for (const t of ['image/png', 'image/*', 'text/plain;charset=utf-8', 'application/vnd.ms-excel']) {
      expect(isValidAllowedMimeType(t), t).toBe(true);
    }
    for (const t of ['png', 'image/png; foo=bar', 'ima ge/png'])
      expect(isValidAllowedMimeType(t), t).toBe(false);
  });
});
