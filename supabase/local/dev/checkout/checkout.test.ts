import { describe, expect, it } from 'vitest';
import { localReturnOrigin } from './index.ts';

describe('localReturnOrigin', () => {
  it('accepts local http(s) apps and keeps only the origin', () => {
    expect(localReturnOrigin('http://127.0.0.1:4173/solutions')).toBe('http://127.0.0.1:4173');
    expect(localReturnOrigin('https://localhost:5173')).toBe('https://localhost:5173');
  });
  it('rejects anything else', () => {
    for (const bad of [
      'https://evil.example.com',
      'http://localhost.evil.com',
      'javascript:alert(1)',
      'http://user:pw@localhost:5173',
      '',
      'not a url',
    ])
      expect(localReturnOrigin(bad)).toBeNull();
  });
});
