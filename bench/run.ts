// npm run bench: the performance figures of ARCHITECTURE.md §6, printed as a table. Never part of
// npm test; budgets are reported here, not asserted in timed tests.
import { ancoraRows } from './ancora.ts';
import { animusLibraryRows } from './animus-library.ts';
import { arcaRows } from './arca.ts';
import { arcaNutrientsRows } from './arca-nutrients.ts';
import { atlasRows } from './atlas.ts';
import { csvExportRows } from './csv-export.ts';
import { functionsRows } from './functions.ts';
import { stripeWebhookRows } from './stripe-webhook.ts';
import { initialJsRows } from './initial-js.ts';
import { lighthouseRows } from './lighthouse.ts';
import { marketplaceRows } from './marketplace.ts';
import { selectionsRows } from './selections.ts';
import { prometheusRows } from './prometheus.ts';
import { prometheusAlertRows } from './prometheus-alerts.ts';
import { prometheusImportRows } from './prometheus-import.ts';
import { printTable, type Row } from './table.ts';

const benches: Array<[string, () => Promise<Row[]>]> = [
  ['initial JS', initialJsRows],
  ['lighthouse', lighthouseRows],
  ['marketplace list', marketplaceRows],
  ['selections', selectionsRows],
  ['arca records', arcaRows],
  ['csv export', csvExportRows],
  ['arca fertility', arcaNutrientsRows],
  ['animus library', animusLibraryRows],
  ['atlas', atlasRows],
  ['ancora', ancoraRows],
  ['prometheus', prometheusRows],
  ['prometheus import', prometheusImportRows],
  ['prometheus alerts', prometheusAlertRows],
  ['edge functions', functionsRows],
  ['stripe webhook', stripeWebhookRows],
];

const rows: Row[] = [];
for (const [name, run] of benches) {
  console.error(`running ${name}…`);
  rows.push(...(await run()));
}
printTable(rows);
if (rows.some((r) => r.budget && !r.ok)) process.exitCode = 1;
