// Fertility tracking: the weekly rows public.arca_room_fertility returns (mg of each element a room
// received, in total and per plant), read against the room's feed targets (mean mg/L of the feed
// that week and its mean EC).
import { bandFor, bandStatus, type Band, type BandStatus } from '../targets/metrics.ts';

export const FERTILITY_ELEMENTS = [
  { element: 'N', column: 'n_mg', perPlant: 'n_mg_per_plant', target: 'feed_n' },
  { element: 'P', column: 'p_mg', perPlant: 'p_mg_per_plant', target: 'feed_p' },
  { element: 'K', column: 'k_mg', perPlant: 'k_mg_per_plant', target: 'feed_k' },
  { element: 'Ca', column: 'ca_mg', perPlant: 'ca_mg_per_plant', target: 'feed_ca' },
  { element: 'Mg', column: 'mg_mg', perPlant: 'mg_mg_per_plant', target: 'feed_mg' },
  { element: 'S', column: 's_mg', perPlant: 's_mg_per_plant', target: 'feed_s' },
] as const;
export type FertilityElement = (typeof FERTILITY_ELEMENTS)[number]['element'];

/** One row of arca_room_fertility (numbers arrive as numbers or numeric strings). */
export type FertilityWeekRow = Record<string, unknown> & { week_start: string };

export interface ElementWeek {
  readonly mg: number;
  readonly perPlant: number | null;
  /** Mean concentration of that week's feed: mg ÷ litres. */
  readonly meanMgPerL: number | null;
  readonly status: BandStatus | null;
}

export interface FertilityWeek {
  readonly weekStart: string;
  readonly feeds: number;
  readonly feedsWithoutPlants: number;
  readonly litres: number;
  readonly meanPredictedEc: number | null;
  readonly meanMeasuredEc: number | null;
  readonly ecStatus: BandStatus | null;
  readonly elements: Readonly<Record<FertilityElement, ElementWeek>>;
}

function num(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** Weekly rows read against the feed bands of the room's stage (the EC measured when there is one). */
export function readFertility(
  rows: readonly FertilityWeekRow[],
  bands: readonly Band[],
  stage: string | null,
): FertilityWeek[] {
  return rows.map((row) => {
    const litres = num(row.volume_l) ?? 0;
    const measured = num(row.mean_measured_ec);
    const predicted = num(row.mean_predicted_ec);
    const elements = Object.fromEntries(
      FERTILITY_ELEMENTS.map(({ element, column, perPlant, target }) => {
        const mg = num(row[column]) ?? 0;
        const mean = litres > 0 ? mg / litres : null;
        return [
          element,
          {
            mg,
            perPlant: num(row[perPlant]),
            meanMgPerL: mean,
            status: bandStatus(mean, bandFor(bands, stage, target)),
          },
        ];
      }),
    ) as Record<FertilityElement, ElementWeek>;
    return {
      weekStart: row.week_start,
      feeds: num(row.feeds) ?? 0,
      feedsWithoutPlants: num(row.feeds_without_plants) ?? 0,
      litres,
      meanPredictedEc: predicted,
      meanMeasuredEc: measured,
      ecStatus: bandStatus(measured ?? predicted, bandFor(bands, stage, 'feed_ec')),
      elements,
    };
  });
}

/** Totals over the weeks shown: mg per element and per plant. */
export function fertilityTotals(
  weeks: readonly FertilityWeek[],
): Record<FertilityElement, { mg: number; perPlant: number }> {
  return Object.fromEntries(
    FERTILITY_ELEMENTS.map(({ element }) => [
      element,
      weeks.reduce(
        (sum, week) => ({
          mg: sum.mg + week.elements[element].mg,
          perPlant: sum.perPlant + (week.elements[element].perPlant ?? 0),
        }),
        { mg: 0, perPlant: 0 },
      ),
    ]),
  ) as Record<FertilityElement, { mg: number; perPlant: number }>;
}

export interface ElementPoint {
  readonly weekStart: string;
  /** Mean mg/L of the week's feed. */
  readonly meanMgPerL: number | null;
  /** mg per plant that week. */
  readonly perPlant: number | null;
  readonly status: BandStatus | null;
}

/** One element's weekly points, oldest first, as the fertility chart draws them. */
export function elementSeries(weeks: readonly FertilityWeek[], element: FertilityElement): ElementPoint[] {
  return [...weeks]
    .sort((a, b) => a.weekStart.localeCompare(b.weekStart))
    .map((week) => ({
      weekStart: week.weekStart,
      meanMgPerL: week.elements[element].meanMgPerL,
      perPlant: week.elements[element].perPlant,
      status: week.elements[element].status,
    }));
}
