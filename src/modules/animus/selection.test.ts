import { describe, expect, it } from 'vitest';
import {
  ASH_COLOR_OPTIONS,
  ASH_COLORS,
  ashColorLabel,
  AROMA_PROFILE_SUGGESTIONS,
  FLAVOR_PROFILE_SUGGESTIONS,
  normalizeTagCategory,
  SELECTION_TAG_CATEGORIES,
  SUGGESTED_TAGS,
  TAG_CATEGORY_COLORS,
  TAG_CATEGORY_LABELS,
} from './selection';

describe('tag vocabulary', () => {
  it('has the seven Selections categories, each with a label and colour', () => {
    expect(SELECTION_TAG_CATEGORIES).toEqual([
      'aroma',
      'flavor',
      'appearance',
      'growth',
      'effects',
      'terpenes',
      'other',
    ]);
    for (const c of SELECTION_TAG_CATEGORIES) {
      expect(TAG_CATEGORY_LABELS[c]).toMatch(/^[A-Z]/);
      expect(TAG_CATEGORY_COLORS[c]).not.toBe('');
    }
  });

  it('suggests exactly the spec lists', () => {
    expect(SUGGESTED_TAGS).toEqual({
      aroma: ['fruity', 'citrus', 'pine', 'diesel', 'earthy', 'floral', 'sweet', 'spicy', 'cheese', 'skunk'],
      flavor: ['sweet', 'woody', 'spicy', 'citrus', 'fruity', 'berry', 'earthy', 'nutty', 'coffee', 'cream'],
      appearance: [
        'purple',
        'dense',
        'frosty',
        'orange',
        'green',
        'red',
        'bright',
        'dark',
        'large',
        'compact',
      ],
      growth: [
        'vigorous',
        'bushy',
        'tall',
        'short',
        'branchy',
        'stretchy',
        'early',
        'late',
        'uniform',
        'sturdy',
      ],
      effects: [
        'relaxing',
        'uplifting',
        'creative',
        'energetic',
        'focused',
        'sleepy',
        'euphoric',
        'calm',
        'hungry',
        'talkative',
      ],
      terpenes: [
        'myrcene',
        'limonene',
        'caryophyllene',
        'terpinolene',
        'pinene',
        'linalool',
        'humulene',
        'ocimene',
        'terpineol',
        'bisabolol',
      ],
      other: [],
    });
    expect(AROMA_PROFILE_SUGGESTIONS).toBe(SUGGESTED_TAGS.aroma);
    expect(FLAVOR_PROFILE_SUGGESTIONS).toBe(SUGGESTED_TAGS.flavor);
  });

  it('maps unknown stored categories to other', () => {
    expect(normalizeTagCategory('terpenes')).toBe('terpenes');
    expect(normalizeTagCategory('breeding')).toBe('other');
    expect(normalizeTagCategory(undefined)).toBe('other');
  });
});

describe('ash colours', () => {
  it('offers the five options in order with labels and swatches', () => {
    expect(ASH_COLOR_OPTIONS.map((o) => [o.value, o.label])).toEqual([
      ['white', 'White'],
      ['light-gray', 'Light Gray'],
      ['medium-gray', 'Medium Gray'],
      ['dark-gray', 'Dark Gray'],
      ['black', 'Black'],
    ]);
    expect(ASH_COLOR_OPTIONS.map((o) => o.value)).toEqual(ASH_COLORS);
    for (const o of ASH_COLOR_OPTIONS) expect(o.swatch).toMatch(/^#[0-9a-f]{6}$/);
    expect(ashColorLabel('dark-gray')).toBe('Dark Gray');
  });
});
