import { describe, expect, it } from 'vitest';
import { getRedirectTarget } from './redirect';

describe('getRedirectTarget', () => {
  it('returns to the page the guard turned the user away from', () => {
    expect(getRedirectTarget({ from: { pathname: '/profile', search: '?tab=preferences', hash: '' } })).toBe(
      '/profile?tab=preferences',
    );
  });

  it('defaults to the dashboard', () => {
    expect(getRedirectTarget(undefined)).toBe('/dashboard');
    expect(getRedirectTarget(null)).toBe('/dashboard');
    expect(getRedirectTarget({})).toBe('/dashboard');
  });

  it('never goes back to an auth page or off-site', () => {
    expect(getRedirectTarget({ from: { pathname: '/login' } })).toBe('/dashboard');
    expect(getRedirectTarget({ from: { pathname: '//evil.example/x' } })).toBe('/dashboard');
    expect(getRedirectTarget({ from: { pathname: 'https://evil.example' } })).toBe('/dashboard');
  });

  it('leaves out what a mailed link brought back (a spent code, an error, tokens)', () => {
    expect(getRedirectTarget({ from: { pathname: '/dashboard', search: '?code=abc-123' } })).toBe(
      '/dashboard',
    );
    expect(
      getRedirectTarget({ from: { pathname: '/profile', search: '?tab=a&code=x&error=e&error_code=c' } }),
    ).toBe('/profile?tab=a');
    expect(getRedirectTarget({ from: { pathname: '/dashboard', hash: '#access_token=t&type=signup' } })).toBe(
      '/dashboard',
    );
    expect(getRedirectTarget({ from: { pathname: '/atlas', hash: '#rooms' } })).toBe('/atlas#rooms');
  });
});
