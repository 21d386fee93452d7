import { describe, expect, it } from 'vitest';
import { harmfulApplicationAt, sameSpecies, sprayWarnings, type AppliedInRoom } from './iobc.ts';

const at = (iso: string) => new Date(iso);
const abamectin = {
  name: 'Abamectin 1.9 EC',
  sideEffects: [
    { species: 'Phytoseiulus persimilis', iobcClass: 4 as const, persistenceWeeks: 2 },
    { species: 'Orius insidiosus', iobcClass: 2 as const, persistenceWeeks: 1 },
  ],
};
const soap = {
  name: 'Potassium soap',
  sideEffects: [{ species: 'Phytoseiulus persimilis', iobcClass: 3 as const, persistenceWeeks: 0 }],
};
const sprayed: AppliedInRoom[] = [
  { startedAt: at('2026-03-01T08:00:00Z'), endedAt: at('2026-03-01T09:00:00Z'), products: [abamectin, soap] },
];

describe('a release after a spray', () => {
  it('is refused within the persistence window of a class ≥ 3 side effect on that species', () => {
    const hit = harmfulApplicationAt('phytoseiulus  Persimilis', at('2026-03-10T08:00:00Z'), sprayed);
    expect(hit).toMatchObject({ product: 'Abamectin 1.9 EC', iobcClass: 4, persistenceWeeks: 2 });
    expect(hit!.safeFrom.toISOString()).toBe('2026-03-15T09:00:00.000Z');
  });

  it('is fine after the window, for a class 2 species, or before the spray', () => {
    expect(harmfulApplicationAt('Phytoseiulus persimilis', at('2026-03-15T09:00:00Z'), sprayed)).toBeNull();
    expect(harmfulApplicationAt('Orius insidiosus', at('2026-03-02T08:00:00Z'), sprayed)).toBeNull();
    expect(harmfulApplicationAt('Phytoseiulus persimilis', at('2026-03-01T07:00:00Z'), sprayed)).toBeNull();
  });

  it('a zero-week persistence ends with the application itself', () => {
    const soapOnly: AppliedInRoom[] = [
      { startedAt: at('2026-03-01T08:00:00Z'), endedAt: at('2026-03-01T09:00:00Z'), products: [soap] },
    ];
    expect(
      harmfulApplicationAt('Phytoseiulus persimilis', at('2026-03-01T08:30:00Z'), soapOnly)?.product,
    ).toBe('Potassium soap');
    expect(harmfulApplicationAt('Phytoseiulus persimilis', at('2026-03-01T09:00:00Z'), soapOnly)).toBeNull();
  });
});

describe('a spray in a room with released beneficials', () => {
  const releases = [
    { species: 'Phytoseiulus persimilis', occurredAt: at('2026-02-20T08:00:00Z') },
    { species: 'Orius insidiosus', occurredAt: at('2026-02-25T08:00:00Z') },
    { species: 'Encarsia formosa', occurredAt: at('2025-11-01T08:00:00Z') },
  ];

  it('warns for every species the products harm, harmful first', () => {
    const warnings = sprayWarnings([abamectin], releases, at('2026-03-01T08:00:00Z'));
    expect(warnings.map((w) => [w.species, w.iobcClass, w.harmful])).toEqual([
      ['Phytoseiulus persimilis', 4, true],
      ['Orius insidiosus', 2, false],
    ]);
  });

  it('ignores releases older than the active window and harmless products', () => {
    const old = [{ species: 'Phytoseiulus persimilis', occurredAt: at('2025-12-01T08:00:00Z') }];
    expect(sprayWarnings([abamectin], old, at('2026-03-01T08:00:00Z'))).toEqual([]);
    expect(sprayWarnings([{ name: 'Water', sideEffects: [] }], releases, at('2026-03-01T08:00:00Z'))).toEqual(
      [],
    );
  });

  it('matches species regardless of case and spacing', () => {
    expect(sameSpecies(' Orius  insidiosus', 'orius insidiosus')).toBe(true);
    expect(sameSpecies('Orius laevigatus', 'Orius insidiosus')).toBe(false);
  });
});
