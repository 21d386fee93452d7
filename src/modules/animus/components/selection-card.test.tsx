import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BADGE_DEFINITIONS } from '../badges';
import { makeSelection } from '../fixtures';
import { buildPercentilePools, selectionPercentiles } from '../percentiles';
import { SelectionCard } from './selection-card';

vi.mock('./trait-radar', () => ({ default: () => <div data-testid="trait-radar" /> }));

const long = 'x'.repeat(160);
const selection = makeSelection({
  id: 'a',
  plantId: '#7',
  generation: 'F2',
  selectionDate: '2026-03-04',
  selectionRationale: long,
  selectionHighlights: ['one', 'two', 'three', 'four'],
  selectionNotes: 'Watch for stretch',
  tags: Array.from({ length: 10 }, (_, i) => ({ id: `t${i}`, name: `tag${i}`, category: 'aroma' as const })),
  badges: BADGE_DEFINITIONS.slice(0, 5),
  growthMetrics: { structure: 9, vigor: 2, yield: 5, frost: 5, overall: 7.5 },
  sensoryData: { aroma_quality: 8, flavor_intensity: 0 },
});
const other = makeSelection({ id: 'b', plantId: '#9', growthMetrics: { structure: 3 } });

describe('SelectionCard', () => {
  it('shows the collapsed card as the spec limits it', () => {
    const pools = buildPercentilePools([selection, other]);
    render(<SelectionCard selection={selection} percentiles={selectionPercentiles(selection, pools)} />);
    expect(screen.getByRole('heading', { name: '#7' })).toBeInTheDocument();
    expect(screen.getByText('F2')).toBeInTheDocument();
    expect(screen.getByText('Selected on Mar 4, 2026')).toBeInTheDocument();
    expect(screen.getAllByText('+2 more')).toHaveLength(2); // badges (5 - 3) and tags (10 - 8)
    expect(screen.getByText(`${'x'.repeat(150)}...`)).toBeInTheDocument();
    expect(
      screen.getAllByRole('listitem').filter((li) => /^(one|two|three|four)$/.test(li.textContent ?? '')),
    ).toHaveLength(3);
    expect(within(screen.getByRole('list', { name: 'Tags' })).getByText('+2 more')).toBeInTheDocument();
    // structure 9 against [3, 9]: one reading below -> 50th percentile.
    const structure = screen.getByRole('meter', { name: 'Structure' });
    expect(structure).toHaveAttribute('aria-valuenow', '9');
    expect(structure.parentElement).toHaveTextContent('9/10 · Above Average (P50)');
    expect(screen.getByRole('img', { name: /Growth metrics chart for #7/ })).toBeInTheDocument();
    // No handlers, no menu.
    expect(screen.queryByRole('button', { name: 'Actions for #7' })).not.toBeInTheDocument();
  });

  it('offers only the menu items whose handler exists', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    render(<SelectionCard selection={selection} onEdit={onEdit} onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Actions for #7' }));
    const items = screen.getAllByRole('menuitem').map((i) => i.textContent);
    expect(items).toEqual(['Edit Selection', 'Delete']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(selection);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('Show More reveals everything, the sensory bars above 0, the radar and the notes', async () => {
    render(<SelectionCard selection={selection} others={[other]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show More' }));
    expect(screen.getByText(long)).toBeInTheDocument();
    expect(screen.getByText('four')).toBeInTheDocument();
    expect(screen.getByText('tag9')).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Aroma Quality' })).toBeInTheDocument();
    expect(screen.queryByRole('meter', { name: 'Flavor Intensity' })).not.toBeInTheDocument();
    expect(await screen.findByTestId('trait-radar')).toBeInTheDocument();
    const compareWith = screen.getByLabelText('Compare with:');
    expect(
      within(compareWith)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['None', '#9']);
    expect(screen.getByText('Watch for stretch')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(screen.queryByText('Watch for stretch')).not.toBeInTheDocument();
  });
});
