import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ShotSizePage } from './shot-size-page';

const shotCard = () => within(screen.getByRole('region', { name: 'Shot' }));

async function replace(label: string, text: string) {
  const user = userEvent.setup();
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (text) await user.type(input, text);
}

describe('ShotSizePage', () => {
  it('shows the worked example: a 2-gallon coco bag (7.57 L) at a 3 % shot is 227 mL', async () => {
    render(<ShotSizePage />);
    await replace('Container volume', '7.57');
    await replace('Shot size', '3');
    expect(shotCard().getByText('Shot size per plant').nextSibling).toHaveTextContent('227mL');
  });

  it('updates the result as the user types, in gallons too', async () => {
    render(<ShotSizePage />);
    await userEvent.setup().selectOptions(screen.getByLabelText('Container volume unit'), 'gal');
    await replace('Container volume', '2');
    expect(shotCard().getByText('Shot size per plant').nextSibling).toHaveTextContent('227mL');
    await replace('Shot size', '6');
    expect(shotCard().getByText('Shot size per plant').nextSibling).toHaveTextContent('454mL');
  });

  it('shows the inline message for bad input, never NaN', async () => {
    render(<ShotSizePage />);
    await replace('Container volume', '0');
    expect(await screen.findAllByText('Enter a container volume greater than 0')).not.toHaveLength(0);
    expect(screen.getByLabelText('Container volume')).toHaveAttribute('aria-invalid', 'true');
    await replace('Container volume', '');
    expect(await screen.findAllByText('Enter a container volume')).not.toHaveLength(0);
    expect(document.body).not.toHaveTextContent(/NaN|Infinity/);
  });

  it('plans P1 shots and shots to field capacity', async () => {
    render(<ShotSizePage />);
    await replace('Current VWC', '38.5');
    await replace('Target dryback', '9');
    // Coco's typical FC is 47.5 %: (47.5 − 38.5) / 3 = 3 shots; 9 % dryback / 3 % = 3 P1 shots.
    expect(shotCard().getByText('Shots to reach field capacity').nextSibling).toHaveTextContent('3shots');
    expect(screen.getByText('P1 shots').nextSibling).toHaveTextContent('3shots');
  });

  it('remembers the units per user', async () => {
    const first = render(<ShotSizePage />);
    await userEvent.setup().selectOptions(screen.getByLabelText('Container volume unit'), 'gal');
    first.unmount();
    render(<ShotSizePage />);
    expect(screen.getByLabelText('Container volume unit')).toHaveValue('gal');
  });

  it('copies a result with feedback', async () => {
    const user = userEvent.setup();
    render(<ShotSizePage />);
    await user.click(shotCard().getByRole('button', { name: 'Copy shot size per plant' }));
    expect(await navigator.clipboard.readText()).toBe('Shot size per plant: 227 mL');
    expect(shotCard().getByRole('button', { name: 'Copy shot size per plant' })).toHaveTextContent('Copied');
  });
});
