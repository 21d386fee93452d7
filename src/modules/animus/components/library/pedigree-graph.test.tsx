import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { LineageClaim } from '../../pedigree-layout';
import { PedigreeGraph } from './pedigree-graph';

const claim = (
  id: string,
  child: string,
  mother: string,
  father: string | null,
  over: Partial<LineageClaim> = {},
) => ({
  id,
  child_id: child,
  mother_id: mother,
  father_id: father,
  child_name: child,
  mother_name: mother,
  father_name: father,
  child_chemotype: 'II',
  mother_chemotype: 'I',
  father_chemotype: father ? 'III' : null,
  evidence: 'breeder_statement',
  chemotype_consistent: true,
  contested: false,
  ...over,
});

function Where() {
  return <p data-testid="where">{useLocation().search}</p>;
}

describe('PedigreeGraph', () => {
  it('draws every cultivar as a link to its passport and lists the lineage as text', async () => {
    render(
      <MemoryRouter>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <PedigreeGraph
                  claims={[
                    claim('1', 'F1', 'Mango', 'Papaya'),
                    claim('2', 'F1', 'Mango', 'Guava', {
                      evidence: 'grower_claim',
                      chemotype_consistent: false,
                      contested: true,
                    }),
                  ]}
                  highlight={['F1']}
                  hrefFor={(id) => `/animus/library?cultivar=${id}`}
                />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    const figure = screen.getByRole('figure', { name: 'Pedigree' });
    for (const name of ['Mango', 'Papaya', 'Guava', 'F1'])
      expect(within(figure).getByRole('link', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    // The contested child says so, and the contradicted claim is named in the list.
    expect(within(figure).getByText(/Chemotype II · contested/)).toBeInTheDocument();
    expect(within(figure).getByText(/chemotypes contradict it/)).toBeInTheDocument();
    await userEvent.click(within(figure).getByRole('link', { name: /Papaya/ }));
    expect(screen.getByTestId('where')).toHaveTextContent('?cultivar=Papaya');
    expect(within(figure).getByRole('group', { name: 'Zoom' })).toBeInTheDocument();
  });
});
