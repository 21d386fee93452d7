import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_VALUE, parseLevels, type TraitScale } from '../../trait-scale';
import { TraitInput } from './trait-input';

const base: TraitScale = {
  scale_type: 'numeric',
  unit: '',
  min_value: null,
  max_value: null,
  step: null,
  levels: [],
  classes: [],
};
const ordinal: TraitScale = { ...base, scale_type: 'ordinal', levels: parseLevels('Poor\nFair\nGood') };
const height: TraitScale = { ...base, unit: 'cm', min_value: 0, max_value: 500, step: 0.5 };

describe('TraitInput', () => {
  it('offers an ordinal scale as one big button per level, chosen by tap or arrow keys', async () => {
    const onCommit = vi.fn();
    const { rerender } = render(
      <TraitInput name="Vigor" scale={ordinal} value={EMPTY_VALUE} onChange={() => {}} onCommit={onCommit} />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Vigor' });
    expect(screen.getAllByRole('radio').map((r) => r.textContent)).toEqual(['1 Poor', '2 Fair', '3 Good']);
    await userEvent.click(screen.getByRole('radio', { name: '2 Fair' }));
    expect(onCommit).toHaveBeenLastCalledWith({ ...EMPTY_VALUE, value_number: 2 });
    rerender(
      <TraitInput
        name="Vigor"
        scale={ordinal}
        value={{ ...EMPTY_VALUE, value_number: 2 }}
        onChange={() => {}}
        onCommit={onCommit}
      />,
    );
    expect(screen.getByRole('radio', { name: '2 Fair' })).toHaveAttribute('aria-checked', 'true');
    // Only the chosen level is in the tab order; arrows move and choose.
    expect(group.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    screen.getByRole('radio', { name: '2 Fair' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onCommit).toHaveBeenLastCalledWith({ ...EMPTY_VALUE, value_number: 3 });
    expect(screen.getByRole('radio', { name: '3 Good' })).toHaveFocus();
  });

  it('labels a numeric field with its unit, steps with − and +, and commits on leaving it', async () => {
    const onCommit = vi.fn();
    render(
      <TraitInput
        name="Height"
        scale={height}
        value={{ ...EMPTY_VALUE, value_number: 499.5 }}
        onChange={() => {}}
        onCommit={onCommit}
        error="At most 500"
      />,
    );
    const input = screen.getByLabelText('Height (cm)');
    expect(input).toHaveValue('499.5');
    expect(input).toHaveAccessibleDescription('0–500 cm, steps of 0.5 At most 500');
    await userEvent.click(screen.getByRole('button', { name: 'More Height' }));
    expect(onCommit).toHaveBeenLastCalledWith({ ...EMPTY_VALUE, value_number: 500 });
    await userEvent.clear(input);
    await userEvent.type(input, '112,5');
    await userEvent.tab();
    expect(onCommit).toHaveBeenLastCalledWith({ ...EMPTY_VALUE, value_number: 112.5 });
    expect(screen.getByRole('alert')).toHaveTextContent('At most 500');
  });

  it('gives a date a Today button', async () => {
    const onCommit = vi.fn();
    render(
      <TraitInput
        name="First pistils"
        scale={{ ...base, scale_type: 'date' }}
        value={EMPTY_VALUE}
        onChange={() => {}}
        onCommit={onCommit}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(onCommit.mock.calls[0]![0].value_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
