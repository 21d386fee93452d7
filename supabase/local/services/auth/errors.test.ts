import { describe, expect, it } from 'vitest';
import { AuthError, OAuthError, resolveApiVersion, shapeError, weakPassword } from './errors.ts';

describe('resolveApiVersion', () => {
  it('maps dates at or after 2024-01-01 to that version and anything else to the initial one', () => {
    expect(resolveApiVersion('2024-01-01')).toBe('2024-01-01');
    expect(resolveApiVersion('2026-05-17')).toBe('2024-01-01');
    expect(resolveApiVersion('2023-12-31')).toBe('initial');
    expect(resolveApiVersion('yesterday')).toBe('initial');
    expect(resolveApiVersion(undefined)).toBe('initial');
  });
});

describe('shapeError', () => {
  const err = new AuthError(400, 'invalid_credentials', 'Invalid login credentials');

  it('answers {code, message} in the 2024-01-01 version', () => {
    expect(shapeError(err, '2024-01-01')).toEqual({
      status: 400,
      body: { code: 'invalid_credentials', message: 'Invalid login credentials' },
      headers: {},
    });
  });

  it('answers the legacy shape, with the code in a header, in the initial version', () => {
    expect(shapeError(err, 'initial')).toEqual({
      status: 400,
      body: { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' },
      headers: { 'x-sb-error-code': 'invalid_credentials' },
    });
  });

  it('adds the weak password reasons', () => {
    const e = weakPassword('Password should be at least 6 characters.', ['length']);
    expect(shapeError(e, '2024-01-01').body).toEqual({
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    });
    expect(shapeError(e, 'initial')).toMatchObject({
      status: 422,
      body: { weak_password: { reasons: ['length'] } },
    });
  });

  it('hides unexpected errors behind a 500', () => {
    expect(shapeError(new Error('connection refused'), '2024-01-01')).toEqual({
      status: 500,
      body: {
        code: 'unexpected_failure',
        message: 'Unexpected failure, please check server logs for more information',
      },
      headers: {},
    });
  });

  it('sends OAuth errors as {error, error_description}', () => {
    expect(shapeError(new OAuthError('invalid_request', 'refresh_token required'), '2024-01-01')).toEqual({
      status: 400,
      body: { error: 'invalid_request', error_description: 'refresh_token required' },
      headers: {},
    });
  });
});
