import { describe, expect, it } from 'vitest';
import { loginSchema, signupSchema } from './schemas';

const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('loginSchema', () => {
  it('accepts an email, trimmed and lower-cased', () => {
    expect(loginSchema.parse({ identifier: '  Sam@Example.com ', password: 'x' })).toEqual({
      identifier: { email: 'sam@example.com' },
      password: 'x',
    });
  });

  it('accepts a phone number with country code, without separators', () => {
    expect(loginSchema.parse({ identifier: '+44 (7700) 900-123', password: 'x' }).identifier).toEqual({
      phone: '+447700900123',
    });
  });

  it('requires an identifier and a password', () => {
    expect(messages(loginSchema.safeParse({ identifier: ' ', password: '' }))).toEqual([
      'Enter your email or phone number',
      'Enter your password',
    ]);
  });

  it('explains what is wrong with a bad identifier', () => {
    expect(messages(loginSchema.safeParse({ identifier: 'sam@', password: 'x' }))).toEqual([
      'Enter a valid email address',
    ]);
    expect(messages(loginSchema.safeParse({ identifier: '07700900123', password: 'x' }))).toEqual([
      'Enter a valid email address, or a phone number with its country code (e.g. +44 7700 900123)',
    ]);
  });
});

describe('signupSchema', () => {
  const valid = {
    firstName: ' Sam ',
    lastName: 'Rivera',
    identifier: 'sam@example.com',
    password: 'secret1',
  };

  it('trims names', () => {
    expect(signupSchema.parse(valid)).toMatchObject({ firstName: 'Sam', lastName: 'Rivera' });
  });

  it('asks for names and a long-enough password', () => {
    expect(
      messages(signupSchema.safeParse({ ...valid, firstName: '', lastName: ' ', password: '12345' })),
    ).toEqual(['Enter your first name', 'Enter your last name', 'Password must be at least 6 characters']);
  });

  it('limits lengths as the database does', () => {
    expect(
      messages(signupSchema.safeParse({ ...valid, firstName: 'a'.repeat(101), password: 'p'.repeat(73) })),
    ).toEqual(['First name must be at most 100 characters', 'Password must be at most 72 characters']);
  });
});
