import { describe, expect, it } from 'vitest';
import { isAllowedRedirect, resolveRedirect, withFragment } from './redirect.ts';

const settings = {
  siteUrl: 'http://127.0.0.1:5173',
  additionalRedirectUrls: [
    'http://127.0.0.1:4173',
    'http://localhost:5173/',
    'https://*.preview.example.com/**',
  ],
};

describe('redirect allow-list', () => {
  it('allows the site and any path on it', () => {
    expect(isAllowedRedirect('http://127.0.0.1:5173', settings)).toBe(true);
    expect(isAllowedRedirect('http://127.0.0.1:5173/reset-password?x=1', settings)).toBe(true);
  });

  it('allows URLs starting with an additional redirect URL, at a boundary only', () => {
    expect(isAllowedRedirect('http://127.0.0.1:4173', settings)).toBe(true);
    expect(isAllowedRedirect('http://127.0.0.1:4173/account#top', settings)).toBe(true);
    expect(isAllowedRedirect('http://localhost:5173/reset', settings)).toBe(true);
    expect(isAllowedRedirect('http://127.0.0.1:41730', settings)).toBe(false);
    expect(isAllowedRedirect('http://127.0.0.1:4173.evil.com/', settings)).toBe(false);
  });

  it('matches glob entries, with * inside one label and ** across them', () => {
    expect(isAllowedRedirect('https://pr-12.preview.example.com/a/b', settings)).toBe(true);
    expect(isAllowedRedirect('https://a.b.preview.example.com/', settings)).toBe(false);
  });

  it('refuses other sites, other ports of the site and non-URLs', () => {
    expect(isAllowedRedirect('https://evil.example.net/', settings)).toBe(false);
    expect(isAllowedRedirect('http://127.0.0.1:9999/', settings)).toBe(false);
    expect(isAllowedRedirect('https://127.0.0.1:5173/', settings)).toBe(false);
    expect(isAllowedRedirect('javascript:alert(1)', settings)).toBe(false);
    expect(isAllowedRedirect('/relative', settings)).toBe(false);
    expect(isAllowedRedirect('', settings)).toBe(false);
  });

  it('falls back to site_url', () => {
    expect(resolveRedirect('https://evil.example.net/', settings)).toBe('http://127.0.0.1:5173');
    expect(resolveRedirect(undefined, settings)).toBe('http://127.0.0.1:5173');
    expect(resolveRedirect('http://localhost:5173/x', settings)).toBe('http://localhost:5173/x');
  });
});

describe('withFragment', () => {
  it('writes sorted, form-encoded parameters in place of any fragment', () => {
    expect(
      withFragment('http://a.test/reset#old', {
        error_description: 'Email link is invalid or has expired',
        error: 'access_denied',
        error_code: 'otp_expired',
      }),
    ).toBe(
      'http://a.test/reset#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
  });
});
