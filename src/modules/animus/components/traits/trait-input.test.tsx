import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
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

  it('says how it read a typed number, as the shared decimal field does, and refuses unreadable text', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    function Harness() {
      const [value, setValue] = useState(EMPTY_VALUE);
      return (
        <TraitInput name="Height" scale={height} value={value} onChange={setValue} onCommit={onCommit} />
      );
    }
    render(<Harness />);
    const input = screen.getByLabelText('Height (cm)');
    await user.type(input, '112,5');
    expect(screen.getByText('Read as 112.5')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('0–500 cm, steps of 0.5 Read as 112.5');
    await user.tab();
    expect(onCommit).toHaveBeenLastCalledWith({ ...EMPTY_VALUE, value_number: 112.5 });

    // A plain number needs no echo; a stepped value is read again, so nothing stale stays behind.
    await user.clear(input);
    await user.type(input, '80');
    expect(screen.queryByText(/Read as/)).not.toBeInTheDocument();

    await user.clear(input);
    await user.type(input, '1,2,3');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a number, e.g. 3.5 or 3,5.');
    await user.tab();
    expect(onCommit.mock.lastCall![0].value_number).toBeNaN();
    await user.click(screen.getByRole('button', { name: 'More Height' }));
    expect(input).toHaveValue('0.5');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
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
