import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('defaults to the embedded local stack so the app starts without a .env', () => {
    const env = parseEnv({});
    expect(env.VITE_SUPABASE_URL).toBe('http://127.0.0.1:54321');
    expect(env.VITE_SUPABASE_ANON_KEY).toMatch(/^eyJ/);
  });

  it('treats blank values as unset', () => {
    expect(parseEnv({ VITE_SUPABASE_URL: ' ' }).VITE_SUPABASE_URL).toBe('http://127.0.0.1:54321');
  });

  it('accepts a hosted project', () => {
    const env = parseEnv({
      VITE_SUPABASE_URL: 'https://abc.supabase.co',
      VITE_SUPABASE_ANON_KEY: 'sb_publishable_x1',
    });
    expect(env).toEqual({
      VITE_SUPABASE_URL: 'https://abc.supabase.co',
      VITE_SUPABASE_ANON_KEY: 'sb_publishable_x1',
      VITE_AROYA_API_URL: 'https://api.aroya.io/public_api',
    });
  });

  it('rejects a malformed URL or key with a readable message', () => {
    expect(() => parseEnv({ VITE_SUPABASE_URL: 'not a url' })).toThrow(
      /Invalid environment: VITE_SUPABASE_URL/,
    );
    expect(() => parseEnv({ VITE_SUPABASE_ANON_KEY: 'nope' })).toThrow(/VITE_SUPABASE_ANON_KEY/);
  });
});
