import { describe, expect, it } from 'vitest';
import { makeSelection } from './fixtures';
import {
  addHighlight,
  addProfile,
  addTag,
  canSubmit,
  defaultSelectionInput,
  defaultSensoryData,
  normalizeRating,
  ratingSlider,
  removeAt,
  removeProfile,
  removeTag,
  SELECTION_LIMITS,
  selectionFormSchema,
  selectionToFormValues,
  type SelectionFormValues,
} from './form-rules';

const NOW = new Date(2024, 5, 15, 10, 30);

const valid = (patch: Partial<SelectionFormValues> = {}): SelectionFormValues => ({
  ...defaultSelectionInput(NOW),
  plantId: 'PL-001',
  ...patch,
});

const issuesAt = (values: unknown) => {
  const r = selectionFormSchema.safeParse(values);
  return r.success ? [] : [...new Set(r.error.issues.map((i) => i.path.join('.')))];
};

describe('defaultSelectionInput', () => {
  it('uses the spec defaults for a new selection', () => {
    const v = defaultSelectionInput(NOW);
    expect(v).toEqual({
      plantId: '',
      generation: 'F1',
      selectionDate: NOW,
      selectionRationale: '',
      selectionNotes: '',
      selectionHighlights: [],
      growthMetrics: { structure: 5, vigor: 5, yield: 5, frost: 5, overall: 5 },
      tags: [],
      badges: [],
      images: [],
      sensoryData: {
        aroma_intensity: 5,
        aroma_quality: 5,
        aroma_profiles: [],
        flavor_intensity: 5,
        flavor_quality: 5,
        flavor_profiles: [],
        smoke_harshness: 5,
        ash_color: 'white',
      },
    });
    expect(v.selectionDate).not.toBe(NOW); // a copy: the caller's Date is not shared
  });

  it('takes supplied sensory data instead of the sensory defaults', () => {
    const supplied = {
      ...defaultSensoryData(),
      aroma_quality: 9,
      aroma_profiles: ['pine'],
      ash_color: 'black' as const,
    };
    expect(defaultSelectionInput(NOW, supplied).sensoryData).toEqual(supplied);
    expect(defaultSelectionInput(NOW, null).sensoryData).toEqual(defaultSensoryData());
  });
});

describe('selectionToFormValues', () => {
  it('fills the form from a selection, unrated sensory values falling back to 5', () => {
    const s = makeSelection({
      plantId: 'PL-9',
      generation: 'BX1',
      selectionDate: '2024-02-03',
      growthMetrics: { overall: 7.5 },
      sensoryData: { aroma_quality: 0, flavor_quality: 9 },
      tags: [{ id: 't1', name: 'pine', category: 'aroma' }],
    });
    const v = selectionToFormValues(s);
    expect(v.plantId).toBe('PL-9');
    expect(v.selectionDate).toEqual(new Date(2024, 1, 3));
    expect(v.growthMetrics.overall).toBe(7.5);
    expect(v.sensoryData.aroma_quality).toBe(5);
    expect(v.sensoryData.flavor_quality).toBe(9);
    expect(v.tags).toEqual(s.tags);
    expect(v.tags[0]).not.toBe(s.tags[0]);
    expect(selectionFormSchema.safeParse(v).success).toBe(true);
    expect(selectionToFormValues(makeSelection({ sensoryData: null })).sensoryData).toEqual(
      defaultSensoryData(),
    );
  });
});

describe('ratings', () => {
  it('are 1-10 in steps of 1, overall in steps of 0.5', () => {
    expect(ratingSlider('vigor')).toEqual({ min: 1, max: 10, step: 1 });
    expect(ratingSlider('smoke_harshness')).toEqual({ min: 1, max: 10, step: 1 });
    expect(ratingSlider('overall')).toEqual({ min: 1, max: 10, step: 0.5 });
  });

  it('fall back to 5 when empty and are clamped and snapped otherwise', () => {
    for (const empty of [undefined, null, '', '  ', Number.NaN, 0]) expect(normalizeRating(empty)).toBe(5);
    expect(normalizeRating('7')).toBe(7);
    expect(normalizeRating(7.4)).toBe(7);
    expect(normalizeRating(7.3, 0.5)).toBe(7.5);
    expect(normalizeRating(12)).toBe(10);
    expect(normalizeRating(-3)).toBe(1);
    expect(normalizeRating('abc')).toBe(5);
  });

  it('are enforced by the schema', () => {
    expect(issuesAt(valid())).toEqual([]);
    const g = valid().growthMetrics;
    expect(issuesAt(valid({ growthMetrics: { ...g, vigor: 0 } }))).toEqual(['growthMetrics.vigor']);
    expect(issuesAt(valid({ growthMetrics: { ...g, vigor: 11 } }))).toEqual(['growthMetrics.vigor']);
    expect(issuesAt(valid({ growthMetrics: { ...g, vigor: 6.5 } }))).toEqual(['growthMetrics.vigor']);
    expect(issuesAt(valid({ growthMetrics: { ...g, overall: 6.5 } }))).toEqual([]);
    expect(issuesAt(valid({ growthMetrics: { ...g, overall: 6.25 } }))).toEqual(['growthMetrics.overall']);
    expect(issuesAt(valid({ growthMetrics: { ...g, overall: 10.5 } }))).toEqual(['growthMetrics.overall']);
    const s = valid().sensoryData;
    expect(issuesAt(valid({ sensoryData: { ...s, smoke_harshness: 0 } }))).toEqual([
      'sensoryData.smoke_harshness',
    ]);
    expect(issuesAt(valid({ sensoryData: { ...s, aroma_quality: 2.5 } }))).toEqual([
      'sensoryData.aroma_quality',
    ]);
  });
});

describe('highlights', () => {
  it('are trimmed, blanks ignored, removable by position', () => {
    let h = addHighlight([], '  Dense buds ');
    h = addHighlight(h, '   ');
    h = addHighlight(h, 'Mold resistant');
    expect(h).toEqual(['Dense buds', 'Mold resistant']);
    expect(removeAt(h, 0)).toEqual(['Mold resistant']);
  });
});

describe('tags', () => {
  it('are trimmed, blanks ignored, case-insensitive duplicates not added', () => {
    let t = addTag([], ' Citrus ', 'aroma');
    t = addTag(t, 'citrus', 'flavor');
    t = addTag(t, '', 'aroma');
    t = addTag(t, 'dense', 'appearance');
    expect(t.map((x) => [x.name, x.category])).toEqual([
      ['Citrus', 'aroma'],
      ['dense', 'appearance'],
    ]);
    expect(new Set(t.map((x) => x.id)).size).toBe(2);
    expect(removeTag(t, t[0]?.id ?? '')).toEqual([t[1]]);
  });
});

describe('profiles', () => {
  it('allow no duplicates and are removable', () => {
    let p = addProfile([], 'pine');
    p = addProfile(p, 'Pine ');
    p = addProfile(p, ' ');
    p = addProfile(p, 'diesel');
    expect(p).toEqual(['pine', 'diesel']);
    expect(removeProfile(p, 'PINE')).toEqual(['diesel']);
  });

  it('are checked by the schema too', () => {
    const s = valid().sensoryData;
    expect(issuesAt(valid({ sensoryData: { ...s, aroma_profiles: ['pine', 'Pine'] } }))).toEqual([
      'sensoryData.aroma_profiles',
    ]);
  });
});

describe('canSubmit', () => {
  it('needs plant id, generation, date and overall', () => {
    const base = valid();
    expect(canSubmit(base)).toBe(true);
    expect(canSubmit({ ...base, plantId: '  ' })).toBe(false);
    expect(canSubmit({ ...base, generation: '' })).toBe(false);
    expect(canSubmit({ ...base, selectionDate: null })).toBe(false);
    expect(canSubmit({ ...base, selectionDate: new Date(Number.NaN) })).toBe(false);
    expect(canSubmit({ ...base, selectionDate: '2024-01-01' })).toBe(true);
    expect(canSubmit({ ...base, growthMetrics: { overall: undefined } })).toBe(false);
    expect(canSubmit({ ...base, growthMetrics: null })).toBe(false);
    expect(canSubmit({})).toBe(false);
  });
});

describe('selectionFormSchema limits', () => {
  const L = SELECTION_LIMITS;
  const long = (n: number) => 'x'.repeat(n);

  it('requires plant id and generation and trims them', () => {
    expect(issuesAt(valid({ plantId: '   ' }))).toEqual(['plantId']);
    expect(issuesAt(valid({ generation: '' }))).toEqual(['generation']);
    const r = selectionFormSchema.parse(valid({ plantId: '  PL-1 ', generation: ' F2 ' }));
    expect([r.plantId, r.generation]).toEqual(['PL-1', 'F2']);
  });

  it.each<[string, Partial<SelectionFormValues>, Partial<SelectionFormValues>]>([
    ['plantId', { plantId: long(L.plantIdMax) }, { plantId: long(L.plantIdMax + 1) }],
    [
      'generation',
      { generation: 'F'.repeat(L.generationMax) },
      { generation: 'F'.repeat(L.generationMax + 1) },
    ],
    [
      'selectionRationale',
      { selectionRationale: long(L.rationaleMax) },
      { selectionRationale: long(L.rationaleMax + 1) },
    ],
    ['selectionNotes', { selectionNotes: long(L.notesMax) }, { selectionNotes: long(L.notesMax + 1) }],
    [
      'selectionHighlights.0',
      { selectionHighlights: [long(L.highlightMax)] },
      { selectionHighlights: [long(L.highlightMax + 1)] },
    ],
    [
      'selectionHighlights',
      { selectionHighlights: Array.from({ length: L.highlightsMax }, (_, i) => `h${i}`) },
      { selectionHighlights: Array.from({ length: L.highlightsMax + 1 }, (_, i) => `h${i}`) },
    ],
    [
      'tags',
      {
        tags: Array.from({ length: L.tagsMax }, (_, i) => ({
          id: `t${i}`,
          name: `n${i}`,
          category: 'other' as const,
        })),
      },
      {
        tags: Array.from({ length: L.tagsMax + 1 }, (_, i) => ({
          id: `t${i}`,
          name: `n${i}`,
          category: 'other' as const,
        })),
      },
    ],
  ])('%s at its limit passes, one over fails', (path, ok, over) => {
    expect(issuesAt(valid(ok))).toEqual([]);
    expect(issuesAt(valid(over))).toEqual([path]);
  });

  it('restricts generation characters', () => {
    for (const g of ['F1', 'BX2', 'S1.3', 'F2-#4']) expect(issuesAt(valid({ generation: g }))).toEqual([]);
    for (const g of ['F 1', 'F1;', 'F1\nF2', '=F1'])
      expect(issuesAt(valid({ generation: g }))).not.toEqual([]);
  });

  it('rejects blank highlights, duplicate or unknown-category tags and an invalid date', () => {
    expect(issuesAt(valid({ selectionHighlights: [' '] }))).toEqual(['selectionHighlights.0']);
    expect(
      issuesAt(
        valid({
          tags: [
            { id: 'a', name: 'Pine', category: 'aroma' },
            { id: 'b', name: 'pine', category: 'flavor' },
          ],
        }),
      ),
    ).toEqual(['tags']);
    expect(issuesAt({ ...valid(), tags: [{ id: 'a', name: 'x', category: 'breeding' }] })).toEqual([
      'tags.0.category',
    ]);
    expect(issuesAt(valid({ selectionDate: new Date(Number.NaN) }))).toEqual(['selectionDate']);
    expect(issuesAt({ ...valid(), selectionDate: undefined })).toEqual(['selectionDate']);
  });
});
