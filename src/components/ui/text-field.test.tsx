import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

/** A string-valued numeric field (as Animus and Atlas keep them) with a programmatic reset. */
function Harness() {
  const { register, reset } = useForm({ defaultValues: { amount: '' } });
  return (
    <form>
      <TextField label="Amount" type="number" {...register('amount')} />
      <button type="button" onClick={() => reset()}>
        Reset
      </button>
      <button type="button" onClick={() => reset({ amount: '1.234,5' })}>
        Load
      </button>
    </form>
  );
}

/** A number-valued field whose empty value is NaN (numberInput, as the quiz settings keep them). */
function NaNHarness() {
  const { register, reset } = useForm({ defaultValues: { draw: Number.NaN } });
  return (
    <form>
      <TextField label="Draw" type="number" {...register('draw')} />
      <button type="button" onClick={() => reset({ draw: Number.NaN })}>
        Clear
      </button>
    </form>
  );
}

describe('TextField type="number"', () => {
  it('shows an empty number (NaN in the form) as an empty field, without an error', async () => {
    const user = userEvent.setup();
    render(<NaNHarness />);
    const draw = screen.getByLabelText('Draw');
    expect(draw).toHaveValue('');
    expect(draw).not.toHaveAttribute('aria-invalid');
    await user.type(draw, '4');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(draw).toHaveValue('');
    expect(draw).not.toHaveAttribute('aria-invalid');
  });

  it('echoes how it read a string-valued field and forgets it on a programmatic reset', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const amount = screen.getByLabelText('Amount');
    await user.type(amount, '3,5');
    expect(screen.getByText('Read as 3.5')).toBeInTheDocument();
    expect(amount).toHaveAccessibleDescription('Read as 3.5');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(amount).toHaveValue('');
    expect(screen.queryByText(/Read as/)).not.toBeInTheDocument();

    // A value loaded without typing is read too, so the echo always describes what is shown.
    await user.click(screen.getByRole('button', { name: 'Load' }));
    expect(screen.getByText('Read as 1,234.5')).toBeInTheDocument();
  });

  it('drops an unreadable-text error when the form resets', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('Amount'), '1,2,3');
    expect(screen.getByText('Enter a number, e.g. 3.5 or 3,5.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByText('Enter a number, e.g. 3.5 or 3,5.')).not.toBeInTheDocument();
  });
});
