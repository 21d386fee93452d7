import { describe, expect, it } from 'vitest';
import {
  EMPTY_VALUE,
  checkScale,
  checkValue,
  describeScale,
  formatValue,
  levelsText,
  parseLevels,
  sameScale,
  scaleOf,
  type TraitScale,
} from './trait-scale';

const base: TraitScale = {
  scale_type: 'numeric',
  unit: '',
  min_value: null,
  max_value: null,
  step: null,
  levels: [],
  classes: [],
};
const jar5: TraitScale = {
  ...base,
  scale_type: 'ordinal',
  levels: parseLevels('Unsellable\nPoor\nAverage\nGood\nTop shelf'),
};
const height: TraitScale = { ...base, unit: 'cm', min_value: 0, max_value: 500 };
const overall: TraitScale = { ...base, unit: 'score', min_value: 1, max_value: 10, step: 0.5 };
const ash: TraitScale = { ...base, scale_type: 'nominal', classes: ['white', 'light-gray', 'black'] };
const nodes: TraitScale = { ...base, scale_type: 'counter', unit: 'nodes', min_value: 0, max_value: 200 };
const n = (value_number: number) => ({ ...EMPTY_VALUE, value_number });

describe('scaleOf', () => {
  it('reads a version row with numeric strings and JSON levels', () => {
    const s = scaleOf({
      scale_type: 'ordinal',
      unit: '',
      min_value: null,
      max_value: '9',
      step: null,
      categories: [
        { value: 1, label: 'Low' },
        { value: 2, label: 'High' },
      ],
    });
    expect(s.max_value).toBe(9);
    expect(s.levels).toEqual([
      { value: 1, label: 'Low' },
      { value: 2, label: 'High' },
    ]);
  });
});

describe('parseLevels', () => {
  it('numbers plain lines from 1 and keeps given values', () => {
    expect(parseLevels('Low\n\n Mid \nHigh')).toEqual([
      { value: 1, label: 'Low' },
      { value: 2, label: 'Mid' },
      { value: 3, label: 'High' },
    ]);
    expect(parseLevels('0: None\n1: Trace\n5 = Severe')).toEqual([
      { value: 0, label: 'None' },
      { value: 1, label: 'Trace' },
      { value: 5, label: 'Severe' },
    ]);
    expect(parseLevels(levelsText(jar5.levels))).toEqual(jar5.levels);
  });
});

describe('describeScale', () => {
  it('reads each kind of scale', () => {
    expect(describeScale(height)).toBe('0–500 cm');
    expect(describeScale(overall)).toBe('1–10 score, steps of 0.5');
    expect(describeScale(jar5)).toBe('1–5: Unsellable … Top shelf');
    expect(describeScale(ash)).toBe('white, light-gray, black');
    expect(describeScale(nodes)).toBe('Count from 0 to 200 nodes');
    expect(describeScale({ ...base, scale_type: 'photo' })).toBe('A photo');
  });
});

describe('checkValue', () => {
  it('holds numbers to range and step', () => {
    expect(checkValue(height, n(112.5))).toBeNull();
    expect(checkValue(height, n(-1))).toBe('At least 0');
    expect(checkValue(height, n(501))).toBe('At most 500');
    expect(checkValue(overall, n(7.5))).toBeNull();
    expect(checkValue(overall, n(7.25))).toBe('Use steps of 0.5');
    expect(checkValue(height, EMPTY_VALUE)).toBe('Enter a number');
  });

  it('takes only the levels of an ordinal scale: a 7 does not fit 1–5', () => {
    expect(checkValue(jar5, n(5))).toBeNull();
    expect(checkValue(jar5, n(7))).toBe('Choose a level');
  });

  it('counts whole numbers from 0', () => {
    expect(checkValue(nodes, n(12))).toBeNull();
    expect(checkValue(nodes, n(1.5))).toBe('Enter a whole number from 0');
    expect(checkValue(nodes, n(201))).toBe('At most 200');
  });

  it('checks classes, dates, text and photos', () => {
    expect(checkValue(ash, { ...EMPTY_VALUE, value_text: 'white' })).toBeNull();
    expect(checkValue(ash, { ...EMPTY_VALUE, value_text: 'grey' })).toBe('Choose a class');
    expect(
      checkValue({ ...base, scale_type: 'date' }, { ...EMPTY_VALUE, value_date: '2026-03-01' }),
    ).toBeNull();
    expect(checkValue({ ...base, scale_type: 'text' }, { ...EMPTY_VALUE, value_text: '  ' })).toBe(
      'Enter some text',
    );
    expect(checkValue({ ...base, scale_type: 'photo' }, EMPTY_VALUE)).toBe('Take or choose a photo');
  });
});

describe('formatValue', () => {
  it('shows level labels and units', () => {
    expect(formatValue(jar5, n(4))).toBe('4 · Good');
    expect(formatValue(height, n(112.5))).toBe('112.5 cm');
    expect(formatValue(ash, { ...EMPTY_VALUE, value_text: 'black' })).toBe('black');
  });
});

describe('sameScale', () => {
  it('sees a 1–5 scale becoming 1–9 as a new version', () => {
    const jar9 = { ...jar5, levels: parseLevels('1\n2\n3\n4\n5\n6\n7\n8\n9') };
    expect(sameScale(jar5, jar9)).toBe(false);
    expect(sameScale(jar5, { ...jar5, levels: [...jar5.levels] })).toBe(true);
    expect(sameScale(height, { ...height, unit: 'mm' })).toBe(false);
  });
});

describe('checkScale', () => {
  it('mirrors the database’s shape rules', () => {
    expect(checkScale(jar5)).toBeNull();
    expect(checkScale({ ...height, min_value: 10, max_value: 5 })).toBe(
      'The minimum must be below the maximum',
    );
    expect(checkScale({ ...jar5, levels: parseLevels('Only one') })).toBe('Give 2 to 20 levels');
    expect(checkScale({ ...jar5, levels: parseLevels('2: A\n1: B') })).toBe('Level values must rise');
    expect(checkScale({ ...jar5, levels: parseLevels('Good\ngood') })).toBe('Level labels must differ');
    expect(checkScale({ ...ash, classes: ['one'] })).toBe('Give 2 to 40 classes');
    expect(checkScale({ ...nodes, min_value: -1 })).toBe('A counter starts at 0 or above');
  });
});
