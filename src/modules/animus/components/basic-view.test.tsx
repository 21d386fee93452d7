import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BasicView } from './basic-view';

describe('BasicView', () => {
  it('shows the sample row in the shared table and opens the form from Select', async () => {
    const onAdd = vi.fn();
    render(<BasicView onAdd={onAdd} />);
    const table = screen.getByRole('table', { name: 'Selected Phenotypes' });
    for (const name of [
      'ID',
      'Stage',
      'Structure',
      'Vigor',
      'Aroma',
      'Overall',
      'Selection Notes',
      'Actions',
    ])
      expect(within(table).getByRole('columnheader', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    expect(within(table).getByText('Sample row: dense, frosty, loud citrus nose.')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Select #1' }));
    expect(onAdd).toHaveBeenCalledOnce();
  });
});
