import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { CataloguePage } from './catalogue-page';

const filtersAsked = vi.hoisted(() => ({ list: [] as unknown[] }));
const done = { isPending: false, isError: false, data: [] };
vi.mock('../api/get-catalogue', () => ({
  useCatalogue: (filters: unknown) => {
    filtersAsked.list.push(filters);
    return done;
  },
}));
vi.mock('../api/certificates', () => ({ useCertificates: () => done }));
vi.mock('../api/get-progress', () => ({ useProgress: () => done }));
vi.mock('../api/placements', () => ({ usePlacements: () => done }));

describe('CataloguePage', () => {
  it('keeps a level picked while the cleared search is still waiting to apply', async () => {
    const { user } = renderWithProviders(<CataloguePage />, {
      route: '/ancora/courses?q=pest',
      path: '/ancora/courses',
    });
    const search = screen.getByLabelText('Search courses');
    expect(search).toHaveValue('pest');
    await user.clear(search);
    await user.selectOptions(screen.getByLabelText('Level'), 'advanced');
    // The search's pause is over: it applied, and the level is still chosen.
    await waitFor(() => expect(filtersAsked.list.at(-1)).toMatchObject({ search: '', level: 'advanced' }), {
      timeout: 2000,
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.getByLabelText('Level')).toHaveValue('advanced');
    expect(filtersAsked.list.at(-1)).toMatchObject({ search: '', level: 'advanced' });
  });
});
