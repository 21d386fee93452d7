// The compare view: up to the chosen selections side by side in four tabs, and their CSV export.
// A lazy chunk: recharts loads only when it opens.
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { CSV_BOM, CSV_MIME_TYPE, downloadBlob } from '@/lib/csv';
import { removeFromComparison, sortForComparison, type CompareSort } from '../compare';
import { comparisonCsvFileName, selectionsToCsv } from '../csv';
import { SERIES_COLORS } from '../radar';
import type { Selection } from '../selection';
import { DetailsTab } from './compare/details-tab';
import { GrowthTab } from './compare/growth-tab';
import { SensoryTab } from './compare/sensory-tab';
import { TagsTab } from './compare/tags-tab';

export interface CompareViewProps {
  selections: readonly Selection[];
  onSelectionsChange: (next: Selection[]) => void;
  onClose: () => void;
  onViewDetails: (s: Selection) => void;
}

function exportCsv(selections: readonly Selection[]) {
  const blob = new Blob([CSV_BOM, selectionsToCsv(selections)], { type: CSV_MIME_TYPE });
  downloadBlob(blob, comparisonCsvFileName(new Date()));
}

export default function CompareView({
  selections,
  onSelectionsChange,
  onClose,
  onViewDetails,
}: CompareViewProps) {
  const [sort, setSort] = useState<CompareSort | null>(null);
  const sorted = useMemo(() => sortForComparison(selections, sort), [selections, sort]);
  // A selection keeps its colour while the table is re-sorted: it follows the order they were picked in.
  const colorOf = (s: Selection) =>
    SERIES_COLORS[Math.max(0, selections.indexOf(s)) % SERIES_COLORS.length] as string;
  const n = selections.length;

  const remove = (s: Selection) => {
    const result = removeFromComparison(selections, s.id);
    if (result.close) onClose();
    else onSelectionsChange(result.selections);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`Comparing ${n} Selections`} size="xl">
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted">{selections.map((s) => s.plantId).join(' · ')}</p>
          <Button variant="secondary" onClick={() => exportCsv(sorted)}>
            Export
          </Button>
        </div>
        <Tabs defaultValue="growth">
          {/* Four sections: a 2 × 2 grid on phones, so no tab scrolls out of sight. */}
          <TabsList
            aria-label="Comparison sections"
            className="mx-0 grid grid-cols-2 overflow-visible px-0 sm:flex"
          >
            <TabsTrigger value="growth" className="whitespace-nowrap">
              Growth Metrics
            </TabsTrigger>
            <TabsTrigger value="sensory" className="whitespace-nowrap">
              Sensory Profile
            </TabsTrigger>
            <TabsTrigger value="tags" className="whitespace-nowrap">
              Tags &amp; Badges
            </TabsTrigger>
            <TabsTrigger value="details" className="whitespace-nowrap">
              Details
            </TabsTrigger>
          </TabsList>
          <TabsContent value="growth" className="flex flex-col gap-6">
            <GrowthTab
              selections={selections}
              sorted={sorted}
              sort={sort}
              onSortChange={setSort}
              colorOf={colorOf}
            />
          </TabsContent>
          <TabsContent value="sensory" className="flex flex-col gap-6">
            <SensoryTab selections={selections} sorted={sorted} />
          </TabsContent>
          <TabsContent value="tags" className="flex flex-col gap-6 text-sm">
            <TagsTab selections={selections} sorted={sorted} />
          </TabsContent>
          <TabsContent value="details" className="flex flex-col gap-3 text-sm">
            <DetailsTab sorted={sorted} onViewDetails={onViewDetails} onRemove={remove} />
          </TabsContent>
        </Tabs>
      </div>
    </Dialog>
  );
}
