import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ImportDialog } from './import-dialog';

const sent = vi.hoisted(() => ({ readings: [] as Array<{ at: string; metric: string; value: number }> }));
vi.mock('../api/import-readings', () => ({
  importReadings: (readings: typeof sent.readings) => {
    sent.readings = readings;
    return Promise.resolve({ added: readings.length, skipped: 0 });
  },
}));

// A controller export written in UTC without saying so: 14:05 and 14:10 on 1 November 2026.
const csv = ['Timestamp,Temp (°C)', '11/01/2026 2:05 PM,24', '11/01/2026 2:10 PM,24.5'].join('\n');

describe('ImportDialog (Prometheus)', () => {
  beforeEach(() => {
    sent.readings = [];
  });

  it('says which zone the file’s times are read in and imports them in the zone chosen', async () => {
    const { user } = renderWithProviders(
      <ImportDialog
        open
        onOpenChange={() => {}}
        facilityId="f1"
        room={{ id: 'r1', room_name: 'Flower 1' }}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Import readings into Flower 1' });
    await user.upload(
      within(dialog).getByLabelText('CSV file'),
      new File([csv], 'export.csv', { type: 'text/csv' }),
    );
    const zone = await within(dialog).findByLabelText('Times without a zone are in');
    // 11/01/2026 could be the 1st of November or the 11th of January: the file does not settle it.
    const format = within(dialog).getByLabelText('Date format');
    expect(
      within(format)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Month/day/year (11/14/2026, US)', 'Day/month/year (14/11/2026)']);
    await user.selectOptions(format, 'mdy');

    // Read in Chicago (UTC−6 that day), 2:05 PM is 20:05 UTC.
    await user.selectOptions(zone, 'America/Chicago');
    // The rows are checked again with the choices kept on screen.
    expect(zone).toHaveValue('America/Chicago');
    const importButton = within(dialog).getByRole('button', { name: 'Import 2 readings' });
    await waitFor(() => expect(importButton).toBeEnabled());
    await user.click(importButton);
    await waitFor(() => expect(sent.readings).toHaveLength(2));
    expect(sent.readings.map((r) => r.at)).toEqual(['2026-11-01T20:05:00.000Z', '2026-11-01T20:10:00.000Z']);
  });

  it('warns when the readings would lie in the future (a zone read wrong)', async () => {
    const soon = new Date(Date.now() + 3 * 3600_000);
    const p = (n: number) => String(n).padStart(2, '0');
    const at = `${soon.getUTCFullYear()}-${p(soon.getUTCMonth() + 1)}-${p(soon.getUTCDate())} ${p(soon.getUTCHours())}:${p(soon.getUTCMinutes())}`;
    const { user } = renderWithProviders(
      <ImportDialog
        open
        onOpenChange={() => {}}
        facilityId="f1"
        room={{ id: 'r1', room_name: 'Flower 1' }}
      />,
    );
    const dialog = screen.getByRole('dialog');
    await user.upload(
      within(dialog).getByLabelText('CSV file'),
      new File([`Timestamp,Temp (°C)\n${at},24\n`], 'export.csv', { type: 'text/csv' }),
    );
    await user.selectOptions(await within(dialog).findByLabelText('Times without a zone are in'), 'UTC');
    expect(await within(dialog).findByText(/1 row is later than now/)).toBeInTheDocument();
  });
});
