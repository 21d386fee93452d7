import { describe, expect, it } from 'vitest';
import { checkPasswordStrength } from './passwords.ts';
import { parseGoDuration } from '../../config.ts';
import { validateEmail, validatePhone } from './validate.ts';

describe('validateEmail', () => {
  it('lower-cases valid addresses and refuses malformed ones', () => {
    expect(validateEmail('Ada@Example.COM')).toBe('ada@example.com');
    for (const bad of ['not-an-email', 'a@b', 'a@@b.com', 'a b@c.com', '']) {
      expect(() => validateEmail(bad)).toThrow(
        expect.objectContaining({ code: 'validation_failed', status: 400 }),
      );
    }
  });
});

describe('validatePhone', () => {
  it('keeps E.164 digits without the plus', () => {
    expect(validatePhone('+1 555 0100 123')).toBe('15550100123');
    expect(() => validatePhone('+0123')).toThrow(expect.objectContaining({ code: 'validation_failed' }));
    expect(() => validatePhone('phone')).toThrow(expect.objectContaining({ code: 'validation_failed' }));
  });
});

describe('parseGoDuration', () => {
  it('reads Go durations in milliseconds', () => {
    expect(parseGoDuration('24h')).toBe(86_400_000);
    expect(parseGoDuration('1h30m')).toBe(5_400_000);
    expect(parseGoDuration('1.5s')).toBe(1500);
    expect(parseGoDuration('876000h')).toBe(876000 * 3_600_000);
    expect(parseGoDuration('0')).toBe(0);
  });

  it('refuses anything else', () => {
    for (const bad of ['', '24', 'h', '1d', '1h 30m', 'forever']) expect(parseGoDuration(bad)).toBeNull();
  });
});

describe('checkPasswordStrength', () => {
  it('refuses short passwords as weak and over-long ones as invalid', () => {
    expect(() => checkPasswordStrength('123456', 6)).not.toThrow();
    expect(() => checkPasswordStrength('12345', 6)).toThrow(
      expect.objectContaining({ status: 422, code: 'weak_password', weakPasswordReasons: ['length'] }),
    );
    expect(() => checkPasswordStrength('x'.repeat(73), 6)).toThrow(
      expect.objectContaining({ status: 400, code: 'validation_failed' }),
    );
  });
});
