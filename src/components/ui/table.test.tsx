import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { Table } from './table';
import { tableColumns, type TableColumn } from './table-columns';

interface Plant {
  id: string;
  name: string;
  height: number;
}

const plants: Plant[] = [
  { id: 'p1', name: 'Blue Dream', height: 120 },
  { id: 'p2', name: 'Amnesia', height: 95 },
  { id: 'p3', name: 'Critical', height: 140 },
];

const col = tableColumns<Plant>();
const columns: TableColumn<Plant>[] = [
  col.accessor('name', { header: 'Name' }),
  col.accessor('height', {
    header: 'Height (cm)',
    meta: { align: 'end', csv: (p: Plant) => `${p.height} cm` },
  }),
  col.display({
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    enableHiding: false,
    meta: { noExport: true },
    cell: () => <button type="button">Edit</button>,
  }),
];

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('Table', () => {
  it('sorts by a header, announcing the order with aria-sort', async () => {
    const { user } = renderWithProviders(<Table data={plants} columns={columns} caption="Plants" />);
    expect(screen.getByRole('table', { name: 'Plants' })).toBeInTheDocument();
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Amnesia', 'Blue Dream', 'Critical']);
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Critical', 'Blue Dream', 'Amnesia']);
  });

  it('shows skeleton rows while loading and the empty text without rows', () => {
    const { rerender } = renderWithProviders(
      <Table data={[]} columns={columns} caption="Plants" loading empty="No plants yet." />,
    );
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No plants yet.')).not.toBeInTheDocument();
    rerender(<Table data={[]} columns={columns} caption="Plants" empty="No plants yet." />);
    expect(screen.getByRole('cell', { name: 'No plants yet.' })).toHaveAttribute('colspan', '3');
  });

  it('pages rows held in memory', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({
      id: `p${i}`,
      name: `Plant ${String(i).padStart(2, '0')}`,
      height: i,
    }));
    const { user } = renderWithProviders(
      <Table data={many} columns={columns} caption="Plants" pageSize={5} />,
    );
    expect(screen.getByText('Showing 1–5 of 12')).toBeInTheDocument();
    expect(names()).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Showing 11–12 of 12')).toBeInTheDocument();
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Rows per page'), '25');
    expect(names()).toHaveLength(12);
  });

  it('shows what a column reads when it arrives after the rows (a room name from another query)', async () => {
    let showRooms: (names: Record<string, string>) => void = () => {};
    const many = Array.from({ length: 12 }, (_, i) => ({ id: `p${i}`, name: `Plant ${i}`, height: i }));
    function Rooms() {
      const [rooms, setRooms] = useState<Record<string, string>>();
      showRooms = setRooms;
      const col = tableColumns<Plant>();
      const withRoom = [
        col.accessor('name', { header: 'Name' }),
        col.accessor((p) => rooms?.[p.id] ?? 'Unknown room', { id: 'room', header: 'Room' }),
      ];
      return <Table data={many} columns={withRoom} caption="Plants" pageSize={5} />;
    }
    const { user } = renderWithProviders(<Rooms />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByRole('cell', { name: 'Unknown room' })).toHaveLength(5);
    act(() => showRooms(Object.fromEntries(many.map((p) => [p.id, `Room of ${p.name}`]))));
    expect(screen.queryByRole('cell', { name: 'Unknown room' })).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Room of Plant 5' })).toBeInTheDocument();
    // Rebuilt columns keep the page the reader is on.
    expect(screen.getByText('Showing 6–10 of 12')).toBeInTheDocument();
  });

  it('goes back to the first page when sorted, and to the last when the page shown no longer exists', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ id: `p${i}`, name: `Plant ${i}`, height: i }));
    let drop: () => void = () => {};
    function Shrinking() {
      const [rows, setRows] = useState(many);
      drop = () => setRows((r) => r.slice(1));
      return <Table data={rows} columns={columns} caption="Plants" pageSize={5} />;
    }
    const { user } = renderWithProviders(<Shrinking />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(within(screen.getByRole('columnheader', { name: /Height/ })).getByRole('button'));
    expect(screen.getByText('Showing 1–5 of 12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Showing 6–10 of 12')).toBeInTheDocument();
    act(() => drop());
    // A refetch or filter keeps the page…
    expect(screen.getByText('Showing 6–10 of 11')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Showing 11–11 of 11')).toBeInTheDocument();
    // …unless it is gone.
    act(() => drop());
    expect(screen.getByText('Showing 6–10 of 10')).toBeInTheDocument();
  });

  it('asks the parent for pages and sort orders in server mode', async () => {
    const requests: string[] = [];
    function ServerList() {
      const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: 2 });
      const [sorting, setSorting] = useState<{ id: string; desc: boolean }[]>([]);
      requests.push(`${pagination.pageIndex}:${sorting.map((s) => `${s.id}${s.desc ? '-' : '+'}`).join()}`);
      const page = plants.slice(pagination.pageIndex * 2, pagination.pageIndex * 2 + 2);
      return (
        <Table
          data={page}
          columns={columns}
          caption="Plants"
          server={{
            rowCount: 1000,
            pagination,
            onPaginationChange: setPagination,
            sorting,
            onSortingChange: setSorting,
          }}
        />
      );
    }
    const { user } = renderWithProviders(<ServerList />);
    expect(screen.getByText('Showing 1–2 of 1,000')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 500')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Showing 3–4 of 1,000')).toBeInTheDocument();
    await user.click(within(screen.getByRole('columnheader', { name: /Height/ })).getByRole('button'));
    // Sorting in server mode leaves the rows as given (the server sorts) and keeps the page.
    expect(requests.at(-1)).toBe('1:height-');
    expect(names()).toEqual(['Critical']);
  });

  it('hides a column from the column menu; columns that cannot hide are not offered', async () => {
    const { user } = renderWithProviders(
      <Table data={plants} columns={columns} caption="Plants" columnMenu />,
    );
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = screen.getByRole('group', { name: 'Shown columns' });
    expect(
      within(menu)
        .getAllByRole('checkbox')
        .map((c) => c.parentElement!.textContent),
    ).toEqual(['Name', 'Height (cm)']);
    await user.click(within(menu).getByRole('checkbox', { name: 'Height (cm)' }));
    expect(screen.queryByRole('columnheader', { name: /Height/ })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Shown columns' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Columns' })).toHaveFocus();
  });

  it('exports the shown columns of every row, sorted as on screen', async () => {
    let saved: Blob | undefined;
    const createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return 'blob:csv';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderWithProviders(
      <Table
        data={plants}
        columns={columns}
        caption="Plants"
        pageSize={2}
        initialSorting={[{ id: 'height', desc: false }]}
        exportCsv={{ fileName: 'plants' }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const text = new TextDecoder().decode(await saved!.arrayBuffer());
    expect(text).toBe('Name,Height (cm)\r\nAmnesia,95 cm\r\nBlue Dream,120 cm\r\nCritical,140 cm\r\n');
    click.mockRestore();
  });

  it('reaches clickable rows by keyboard and opens them with Enter', async () => {
    const open = vi.fn();
    const { user } = renderWithProviders(
      <Table data={plants} columns={columns} caption="Plants" onRowClick={open} rowLabel={(p) => p.name} />,
    );
    await user.tab();
    await user.tab(); // past the first header button
    const rows = screen.getAllByRole('row').slice(1);
    rows[0]!.focus();
    await user.keyboard('{ArrowDown}');
    expect(rows[1]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(open).toHaveBeenCalledWith(plants[1]);
    expect(rows[1]).toHaveAccessibleName('Amnesia');
  });
});
