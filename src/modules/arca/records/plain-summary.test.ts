import { describe, expect, it } from 'vitest';
import { isPlainKind, PLAIN_KIND_TITLES, plainSummary } from './plain-summary.ts';

describe('plainSummary', () => {
  it('names each plain log and sums an entry up in a line', () => {
    expect(isPlainKind('fertigation')).toBe(true);
    expect(isPlainKind('runoff')).toBe(false);
    expect(PLAIN_KIND_TITLES.application).toBe('Crop-protection application');
    expect(
      plainSummary('fertigation', { volume_l: 240, plant_count: 96, measured_ec: 2.1, measured_ph: 5.9 }),
    ).toBe('240 L fed · 96 plants · EC 2.1 mS/cm · pH 5.9');
    expect(
      plainSummary('application', {
        method: 'foliar_spray',
        target: 'Botrytis prevention',
        products: [
          { position: 2, product: { name: 'Potassium salts' } },
          { position: 1, product: { name: 'Bacillus subtilis QST 713' } },
        ],
      }),
    ).toBe('Bacillus subtilis QST 713, Potassium salts · Foliar spray · Botrytis prevention');
    expect(plainSummary('batch', { tank: { name: 'Tank A' }, volume_l: 200, measured_ec: null })).toBe(
      'Tank A · 200 L',
    );
    expect(
      plainSummary('release', {
        species: 'Amblyseius swirskii',
        quantity: 50000,
        quantity_unit: 'individuals',
      }),
    ).toBe('Amblyseius swirskii · 50,000 individuals');
    expect(
      plainSummary('scouting', {
        organism: 'Thrips',
        organism_type: 'pest',
        count: 3,
        basis: 'per_trap',
        location: 'Trap 4',
      }),
    ).toBe('Thrips (pest) · 3 per trap · Trap 4');
    expect(plainSummary('fertigation', null)).toBe('');
  });
});
