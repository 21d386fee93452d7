import { describe, expect, it } from 'vitest';
import {
  applicationSchema,
  defaultApplicationValues,
  isMissingRequired,
  profileSchema,
  SHORT_BIO_LENGTH,
  shortBioCount,
  type ProfileValues,
} from './schemas';

const profile: ProfileValues = {
  ...defaultApplicationValues(),
  title: 'Consultant',
  shortDescription: 'Rockwool crop steering for consistent yields and quality.',
  bio: 'Bio',
  specialtyIds: [1],
  yearsExperience: 0,
  hourlyRate: 100,
  startTime: '09:00',
  endTime: '17:00',
  timeZone: 'America/New_York',
};

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('application and profile rules (spec-2 §5)', () => {
  it('applications need 1–50 years; the editor allows 0', () => {
    const app = { ...profile, yearsExperience: 0 };
    expect(messages(applicationSchema.safeParse(app))).toContain(
      'Years of experience must be between 1 and 50',
    );
    expect(profileSchema.safeParse(profile).success).toBe(true);
    expect(profileSchema.safeParse({ ...profile, yearsExperience: 51 }).success).toBe(false);
  });

  it('rates are 50–500 in steps of 5', () => {
    for (const rate of [50, 55, 500])
      expect(profileSchema.safeParse({ ...profile, hourlyRate: rate }).success).toBe(true);
    for (const rate of [45, 505, 52, Number.NaN]) {
      expect(profileSchema.safeParse({ ...profile, hourlyRate: rate }).success).toBe(false);
    }
  });

  it('blank text fields, no specialty or no day are refused', () => {
    const r = profileSchema.safeParse({ ...profile, title: '  ', specialtyIds: [], availableDays: [] });
    expect(messages(r)).toEqual(
      expect.arrayContaining([
        'Title is required',
        'Please select at least one specialty',
        'Please select at least one available day',
      ]),
    );
    expect(profileSchema.safeParse({ ...profile, shortDescription: 'x'.repeat(101) }).success).toBe(false);
  });

  it('the day ends after it starts, and links are https', () => {
    expect(messages(profileSchema.safeParse({ ...profile, endTime: '08:00' }))).toEqual([
      'End time must be after the start time',
    ]);
    expect(profileSchema.safeParse({ ...profile, calendlyUrl: 'http://calendly.com/x' }).success).toBe(false);
    expect(profileSchema.safeParse({ ...profile, calendlyUrl: 'https://calendly.com/x' }).success).toBe(true);
  });

  it('the short bio is 50–100 characters after trimming, in both forms (issue 14 §16)', () => {
    for (const schema of [applicationSchema, profileSchema]) {
      const p5 = { ...profile, yearsExperience: 5 };
      expect(messages(schema.safeParse({ ...p5, shortDescription: 'Too short' }))).toContain(
        SHORT_BIO_LENGTH,
      );
      expect(messages(schema.safeParse({ ...p5, shortDescription: ` ${'x'.repeat(49)} ` }))).toContain(
        SHORT_BIO_LENGTH,
      );
      expect(schema.safeParse({ ...p5, shortDescription: 'x'.repeat(50) }).success).toBe(true);
      expect(schema.safeParse({ ...p5, shortDescription: 'x'.repeat(100) }).success).toBe(true);
      expect(messages(schema.safeParse({ ...p5, shortDescription: 'x'.repeat(101) }))).toContain(
        SHORT_BIO_LENGTH,
      );
    }
  });

  it('a too-short bio is not "missing information"; an empty one is', () => {
    expect(isMissingRequired({ shortDescription: { message: SHORT_BIO_LENGTH } })).toBe(false);
    expect(isMissingRequired({ shortDescription: { message: 'Short bio is required' } })).toBe(true);
  });

  it('the counter says how many characters are still needed', () => {
    expect(shortBioCount('')).toBe('0/100 characters');
    expect(shortBioCount('Too short')).toBe('9/100 characters · 41 more needed');
    expect(shortBioCount('x'.repeat(50))).toBe('50/100 characters');
  });
});
