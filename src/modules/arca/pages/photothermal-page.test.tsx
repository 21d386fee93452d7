import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PhotothermalPage } from './photothermal-page';

const card = () => screen.getByRole('region', { name: 'Ratio' });
const value = (label: string) => within(card()).getByText(label).nextSibling;

async function replace(label: string, text: string) {
  const user = userEvent.setup();
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (text) await user.type(input, text);
}

describe('PhotothermalPage', () => {
  it('gives DLI 38.9 for PPFD 600 over 18 h and the PTR, as the user types', async () => {
    render(<PhotothermalPage />);
    await replace('PPFD', '600');
    await replace('Photoperiod', '18');
    await replace('Day temperature', '26');
    await replace('Night temperature', '20');
    expect(value('Daily light integral')).toHaveTextContent('38.9mol m⁻² d⁻¹');
    // Mean (26 × 18 + 20 × 6) / 24 = 24.5 °C; 38.88 / 24.5 = 1.59.
    expect(value('Mean daily temperature')).toHaveTextContent('24.5°C');
    expect(value('Photothermal ratio')).toHaveTextContent('1.59');
    // Degree-day with a 10 °C base: 38.88 / 14.5 = 2.68.
    expect(value('Degree-day ratio')).toHaveTextContent('2.68');
    expect(screen.getByRole('region', { name: 'What it means' })).toHaveTextContent(
      'is typical for vegetative growth',
    );
    await replace('PPFD', '300');
    expect(value('Daily light integral')).toHaveTextContent('19.4');
  });

  it('fills day and night hours from the photoperiod', async () => {
    render(<PhotothermalPage />);
    await replace('Photoperiod', '12');
    expect(screen.getByLabelText('Day hours')).toHaveValue('12');
    expect(screen.getByLabelText('Night hours')).toHaveValue('12');
  });

  it('shows the inline message for bad input, never NaN', async () => {
    render(<PhotothermalPage />);
    await replace('Night hours', '2');
    expect(screen.getAllByText('Day and night hours must add up to 24 h (now 20 h)').length).toBeGreaterThan(
      0,
    );
    await replace('Night hours', '6');
    await replace('PPFD', '0');
    expect(screen.getAllByText('Enter a PPFD greater than 0').length).toBeGreaterThan(0);
    expect(document.body).not.toHaveTextContent(/NaN|Infinity/);
  });
});
