import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ChemicalPage } from './chemical-page';

const value = (card: HTMLElement, label: string) => within(card).getByText(label).nextSibling;
const solution = () => screen.getByRole('region', { name: 'Solution' });

async function replace(label: string, text: string) {
  const user = userEvent.setup();
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (text) await user.type(input, text);
}

describe('ChemicalPage', () => {
  it('gives ppm per element from grams of salt per tank, updating as the user types', async () => {
    const user = userEvent.setup();
    render(<ChemicalPage />);
    // Keep only potassium nitrate: remove lines 4, 3 and 1.
    await user.click(screen.getByRole('button', { name: 'Remove fertiliser 4' }));
    await user.click(screen.getByRole('button', { name: 'Remove fertiliser 3' }));
    await user.click(screen.getByRole('button', { name: 'Remove fertiliser 1' }));
    expect(screen.getByLabelText('Fertiliser 1')).toHaveValue('potassium-nitrate');
    await replace('Tank volume', '100');
    await replace('Amount 1', '100');
    // 1 g/L of KNO3: K 38.67 % → 386.7 ppm, N 13.85 % → 138.5 ppm.
    expect(value(solution(), 'K (potassium)')).toHaveTextContent('387ppm');
    expect(value(solution(), 'N (nitrogen)')).toHaveTextContent('139ppm');
    await replace('Amount 1', '50');
    expect(value(solution(), 'K (potassium)')).toHaveTextContent('193ppm');
    expect(value(screen.getByRole('region', { name: 'Weigh out' }), 'Potassium nitrate')).toHaveTextContent(
      '50g per tank',
    );
  });

  it('converts a label analysis from oxides (P = P₂O₅ × 0.4364)', async () => {
    const user = userEvent.setup();
    render(<ChemicalPage />);
    for (const n of [4, 3, 2])
      await user.click(screen.getByRole('button', { name: `Remove fertiliser ${n}` }));
    await user.selectOptions(screen.getByLabelText('Fertiliser 1'), 'custom');
    await user.type(screen.getByLabelText('Product name 1'), 'Bloom 0-52-34');
    await replace('P₂O₅ % (product 1)', '52');
    await replace('K₂O % (product 1)', '34');
    await replace('Tank volume', '1000');
    await replace('Amount 1', '1000');
    // 1 g/L × 52 % × 0.4364 × 1000 = 226.9 ppm P; K = 34 % × 0.8301 → 282.2 ppm.
    expect(value(solution(), 'P (phosphorus)')).toHaveTextContent('227ppm');
    expect(value(solution(), 'K (potassium)')).toHaveTextContent('282ppm');
  });

  it('shows the inline message for bad input, never NaN', async () => {
    render(<ChemicalPage />);
    await replace('Tank volume', '0');
    expect(screen.getAllByText('Enter a tank volume greater than 0').length).toBeGreaterThan(0);
    await replace('Tank volume', '100');
    await replace('Amount 2', '');
    expect(screen.getAllByText('Enter an amount').length).toBeGreaterThan(0);
    expect(document.body).not.toHaveTextContent(/NaN|Infinity/);
  });

  it('works out the grams needed for a target ppm', async () => {
    const user = userEvent.setup();
    render(<ChemicalPage />);
    await user.selectOptions(screen.getByLabelText('Fertiliser for the target'), 'potassium-nitrate');
    await user.selectOptions(screen.getByLabelText('Element'), 'K');
    await replace('Target', '200');
    await replace('Target tank volume', '1000');
    // 200 ppm ÷ (0.3867 × 1000) = 0.517 g/L → 517 g per 1,000 L.
    expect(
      value(screen.getByRole('region', { name: 'Target dose' }), 'Grams for the tank'),
    ).toHaveTextContent('517g');
    await user.selectOptions(screen.getByLabelText('Element'), 'Ca');
    expect(
      screen.getAllByText('Potassium nitrate contains no calcium (Ca). Choose a product that supplies it.')
        .length,
    ).toBeGreaterThan(0);
  });

  it('plans A and B stock concentrates and warns when calcium meets sulfate', async () => {
    const user = userEvent.setup();
    render(<ChemicalPage />);
    await user.click(screen.getByLabelText('Make stock concentrates (A and B tanks)'));
    await replace('Dilution ratio 1:', '100');
    await replace('Stock tank volume', '50');
    await user.selectOptions(screen.getByLabelText('Stock tank for fertiliser 1'), 'A');
    await user.selectOptions(screen.getByLabelText('Stock tank for fertiliser 4'), 'A');
    const stock = screen.getByRole('region', { name: 'Stock concentrates' });
    // 80 g per 100 L = 0.8 g/L × 100 × 50 L of concentrate = 4,000 g.
    expect(value(stock, 'Calcium nitrate tetrahydrate (tank A)')).toHaveTextContent('4,000g per stock tank');
    expect(within(stock).getByRole('alert')).toHaveTextContent('Put them in separate A and B tanks.');
    await user.selectOptions(screen.getByLabelText('Stock tank for fertiliser 4'), 'B');
    expect(within(stock).queryByRole('alert')).not.toBeInTheDocument();
  });
});
