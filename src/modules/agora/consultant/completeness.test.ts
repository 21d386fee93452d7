import { describe, expect, it } from 'vitest';
import { completenessCriteria, completenessPercent, type CompletenessInput } from './completeness';

const full: CompletenessInput = {
  title: 'Crop steering consultant',
  shortDescription: 'Rockwool and dryback strategy',
  bio: 'x'.repeat(101),
  specialtyIds: [8],
  yearsExperience: 12,
  hourlyRate: 150,
  availableDays: [1, 2],
  calendlyUrl: 'https://calendly.com/me',
  hasVideoConferencing: true,
  zoomLink: 'https://zoom.us/j/1',
};

const empty: CompletenessInput = {
  title: '',
  shortDescription: '',
  bio: '',
  specialtyIds: [],
  yearsExperience: 0,
  hourlyRate: 0,
  availableDays: [],
  calendlyUrl: '',
  hasVideoConferencing: false,
  zoomLink: '',
};

describe('profile completeness', () => {
  it('has the eight criteria of spec-2 §5', () => {
    expect(completenessCriteria(full)).toHaveLength(8);
    expect(completenessCriteria(full).every((c) => c.met)).toBe(true);
    expect(completenessPercent(full)).toBe(100);
    expect(completenessPercent(empty)).toBe(0);
  });

  it('needs both title and tagline for the first criterion', () => {
    expect(completenessPercent({ ...empty, title: 'A title' })).toBe(0);
    expect(completenessPercent({ ...empty, title: 'A title', shortDescription: 'A tagline' })).toBe(13);
    expect(completenessPercent({ ...full, shortDescription: '   ' })).toBe(88);
  });

  it('counts a bio only when longer than 100 characters', () => {
    expect(completenessPercent({ ...full, bio: 'x'.repeat(100) })).toBe(88);
    expect(completenessPercent({ ...full, bio: 'x'.repeat(101) })).toBe(100);
  });

  it('needs years and rate above zero', () => {
    expect(completenessPercent({ ...full, yearsExperience: 0 })).toBe(88);
    expect(completenessPercent({ ...full, yearsExperience: Number.NaN })).toBe(88);
    expect(completenessPercent({ ...full, hourlyRate: 0 })).toBe(88);
  });

  it('counts the Zoom criterion only with video enabled and a link', () => {
    expect(completenessPercent({ ...full, hasVideoConferencing: false })).toBe(88);
    expect(completenessPercent({ ...full, zoomLink: '' })).toBe(88);
    expect(completenessPercent({ ...full, calendlyUrl: '' })).toBe(88);
  });

  it('needs a specialty and an available day', () => {
    expect(completenessPercent({ ...full, specialtyIds: [], availableDays: [] })).toBe(75);
  });
});
