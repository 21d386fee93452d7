import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';

/** spec-2 §2 Basic View: the static demonstration table with its one sample row. */
export function BasicView({ onAdd }: { onAdd: () => void }) {
  return (
    <Card>
      <CardHeader title="Selected Phenotypes" description="Plants marked as selected for final evaluation." />
      <div className="overflow-x-auto">
        <table className="w-full min-w-[640px] text-sm">
          <thead>
            <tr className="border-b border-line text-left">
              {['ID', 'Stage', 'Structure', 'Vigor', 'Aroma', 'Overall', 'Selection Notes', 'Actions'].map(
                (h) => (
                  <th key={h} scope="col" className="py-2 pr-3 font-medium text-muted">
                    {h}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            <tr className="border-b border-line/60">
              <th scope="row" className="py-2 pr-3 text-left font-medium">
                #1
              </th>
              <td className="py-2 pr-3">Flowering</td>
              <td className="py-2 pr-3">8</td>
              <td className="py-2 pr-3">7</td>
              <td className="py-2 pr-3">9</td>
              <td className="py-2 pr-3">8.5</td>
              <td className="py-2 pr-3">Sample row: dense, frosty, loud citrus nose.</td>
              <td className="py-2 pr-3">
                <Button variant="secondary" className="h-9" onClick={onAdd} aria-label="Select #1">
                  Select
                </Button>
              </td>
            </tr>
          </tbody>
        </table>
      </div>
    </Card>
  );
}
