import { describe, expect, it } from 'vitest';
import { clientsPortalTarget } from './clients-portal';

describe('clientsPortalTarget', () => {
  it('opens the workspace of the only organisation', () => {
    expect(clientsPortalTarget(['green-acres'])).toBe('/clients/green-acres');
  });

  it.each([
    ['none', []],
    ['several', ['a', 'b']],
    ['a read error', null],
    ['an organisation without a slug', ['']],
  ])('goes to the selector for %s', (_label, slugs) => {
    expect(clientsPortalTarget(slugs)).toBe('/clients');
  });
});
