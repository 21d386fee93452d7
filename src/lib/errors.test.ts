import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_DELETED_MESSAGE,
  getErrorCode,
  getErrorMessage,
  INVALID_CREDENTIALS_MESSAGE,
  isNetworkError,
  isRetryableError,
  NETWORK_ERROR_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
  UserFacingError,
} from './errors';

// Shapes as supabase-js produces them: PostgrestError (name, code, details, hint) and the auth
// error classes (name, status, code, __isAuthError).
const pg = (code: string, message = 'db says no') =>
  Object.assign(new Error(message), { name: 'PostgrestError', code, details: '', hint: '' });
const auth = (code: string | undefined, status: number, message = 'gotrue says no', name = 'AuthApiError') =>
  Object.assign(new Error(message), { name, code, status, __isAuthError: true });

describe('getErrorMessage', () => {
  it.each([
    ['23505', 'This record already exists.'],
    ['23503', 'A record this depends on does not exist.'],
    ['42501', "You don't have permission to do that."],
    ['PGRST116', 'The requested item was not found.'],
    ['PT404', 'The requested item was not found.'],
    ['PGRST301', SESSION_EXPIRED_MESSAGE],
    ['account_deleted', ACCOUNT_DELETED_MESSAGE],
    ['AG006', 'Consultations can be booked at most 180 days ahead. Please choose an earlier date.'],
    [
      'AG007',
      'You already have 5 upcoming consultations with this consultant. Attend or cancel one before booking another.',
    ],
    ['AN001', 'You have used all your attempts at this quiz.'],
    ['AN003', 'Time is up: your answers were graded as they stood at the time limit.'],
  ])('maps Postgres/PostgREST code %s', (code, message) => {
    expect(getErrorMessage(pg(code))).toBe(message);
  });

  it("shows an Arca rule's own message (AR1xx): it names the product, room or time that refused", () => {
    const refusal =
      'Not enough Potassium nitrate in stock: this takes 500 g, which would leave -200 g on Jan 5.';
    expect(getErrorMessage(pg('AR104', refusal))).toBe(refusal);
    expect(isRetryableError(pg('AR104', refusal))).toBe(false);
    // Other unknown codes keep the generic text: a raw database message is not for people.
    expect(getErrorMessage(pg('XX000', 'internal'))).toBe(UNEXPECTED_ERROR_MESSAGE);
  });

  it('maps plain { error } objects as returned by postgrest-js without throwOnError', () => {
    expect(getErrorMessage({ code: '23505', message: 'duplicate key', details: null, hint: null })).toBe(
      'This record already exists.',
    );
  });

  it.each([
    ['invalid_credentials', 400, INVALID_CREDENTIALS_MESSAGE],
    [
      'user_already_exists',
      422,
      'An account with this email or phone number already exists. Try signing in instead.',
    ],
    [
      'email_exists',
      422,
      'An account with this email or phone number already exists. Try signing in instead.',
    ],
    ['weak_password', 422, 'That password is too weak. Choose a longer, less common password.'],
    ['over_request_rate_limit', 429, 'Too many attempts. Please wait a moment and try again.'],
    ['validation_failed', 400, 'Some of the details are not valid. Please check them and try again.'],
    ['session_not_found', 403, SESSION_EXPIRED_MESSAGE],
  ])('maps GoTrue code %s', (code, status, message) => {
    expect(getErrorMessage(auth(code, status))).toBe(message);
  });

  it('explains weak_password reasons when GoTrue lists them', () => {
    const error = Object.assign(auth('weak_password', 422, 'weak', 'AuthWeakPasswordError'), {
      reasons: ['length', 'pwned'],
    });
    expect(getErrorMessage(error)).toBe(
      'Password is too short. This password has appeared in a data breach. Choose a different one.',
    );
  });

  it('recognises wrong credentials from older GoTrue versions that send no code', () => {
    expect(getErrorMessage(auth(undefined, 400, 'Invalid login credentials'))).toBe(
      INVALID_CREDENTIALS_MESSAGE,
    );
  });

  it("shows GoTrue's own 4xx message for codes it does not know", () => {
    expect(getErrorMessage(auth('some_new_code', 422, 'Phone number is not valid'))).toBe(
      'Phone number is not valid',
    );
  });

  it('lets a screen word specific codes itself', () => {
    const overrides = { '23505': 'This feedback appears to be a duplicate.' };
    expect(getErrorMessage(pg('23505'), overrides)).toBe('This feedback appears to be a duplicate.');
    expect(getErrorMessage(pg('23503'), overrides)).toBe('A record this depends on does not exist.');
  });

  it('uses the fallback, then the generic text, for unknown errors', () => {
    expect(getErrorMessage(pg('XX000'), {}, 'Failed to submit feedback. Please try again later.')).toBe(
      'Failed to submit feedback. Please try again later.',
    );
    expect(getErrorMessage(pg('XX000'))).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(getErrorMessage('boom')).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(getErrorMessage(null)).toBe(UNEXPECTED_ERROR_MESSAGE);
  });

  it('maps network failures from both clients', () => {
    expect(getErrorMessage({ code: '', message: 'TypeError: Failed to fetch', details: '', hint: '' })).toBe(
      NETWORK_ERROR_MESSAGE,
    );
    expect(getErrorMessage(auth(undefined, 0, 'Failed to fetch', 'AuthRetryableFetchError'))).toBe(
      NETWORK_ERROR_MESSAGE,
    );
  });

  it('falls back to the HTTP status', () => {
    expect(getErrorMessage(auth(undefined, 401, '', 'AuthApiError'))).toBe(SESSION_EXPIRED_MESSAGE);
    expect(getErrorMessage(auth(undefined, 503, 'upstream', 'AuthApiError'))).toBe(
      'The server had a problem. Please try again in a moment.',
    );
  });
});

describe('getErrorCode', () => {
  it('ignores empty codes', () => {
    expect(getErrorCode({ code: '' })).toBeUndefined();
    expect(getErrorCode(pg('23505'))).toBe('23505');
  });
});

describe('isNetworkError', () => {
  it('does not mistake a database error for a network error', () => {
    expect(isNetworkError(pg('23505', 'TypeError in trigger'))).toBe(false);
    expect(isNetworkError(new TypeError('Failed to fetch'))).toBe(true);
  });
});

describe('isRetryableError', () => {
  it.each([
    ['401', auth('bad_jwt', 401)],
    ['403', auth('session_not_found', 403)],
    ['404', auth('user_not_found', 404)],
    ['PGRST116', pg('PGRST116')],
    ['PT404', pg('PT404')],
    ['account_deleted', pg('account_deleted')],
    ['PGRST301', pg('PGRST301')],
    ['42501', pg('42501')],
    ['23505', pg('23505')],
    ['invalid_credentials', auth('invalid_credentials', 400)],
    ['P0002 (the row is gone)', pg('P0002')],
    ['an Arca rule (AR001)', pg('AR001')],
    ['an Agora rule (AG003)', pg('AG003')],
    ['an Atlas rule (AT006)', pg('AT006')],
  ])('does not retry %s', (_label, error) => {
    expect(isRetryableError(error)).toBe(false);
  });

  it.each([
    ['network failure', { code: '', message: 'TypeError: Failed to fetch' }],
    ['PostgREST connection error', pg('PGRST000')],
    ['statement timeout', pg('57014')],
    ['server error', auth(undefined, 502)],
    ['rate limit', auth('over_request_rate_limit', 429)],
    ['unknown', new Error('???')],
  ])('retries %s', (_label, error) => {
    expect(isRetryableError(error)).toBe(true);
  });
});

describe('UserFacingError', () => {
  it('is shown as worded and never retried (the outbox keeps it with its reason)', () => {
    const error = new UserFacingError(
      'The entry was saved but not linked to the SOP: no version was in force.',
      {
        cause: { code: 'AT007' },
      },
    );
    expect(getErrorMessage(error)).toBe(
      'The entry was saved but not linked to the SOP: no version was in force.',
    );
    expect(isRetryableError(error)).toBe(false);
  });
});
