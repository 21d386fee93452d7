import * as Tabs from '@radix-ui/react-tabs';
import { useCallback, useRef, useState } from 'react';
import { ScrollRow } from '@/components/ui/scroll-row';
import { useViewer } from '@/hooks/use-viewer';
import {
  convertState,
  ecPickerLabel,
  ecUnitName,
  lightResult,
  LIGHT_DEFAULTS,
  type ConverterState,
  type LightState,
} from '../converter';
import { formatConverted } from '../display';
import { formatNumber } from '../format';
import { loadUnits, saveUnits } from '../remembered-units';
import { fromSaved } from '../saved-calculation';
import {
  AREA_SCALES,
  AREA_UNITS,
  CONCENTRATION_SCALES,
  CONCENTRATION_UNITS,
  EC_SCALES,
  EC_UNITS,
  MASS_SCALES,
  MASS_UNITS,
  TEMPERATURE_SCALES,
  TEMPERATURE_UNITS,
  VOLUME_SCALES,
  VOLUME_UNITS,
  type ConverterKind,
  type EcUnit,
} from '../units';
import type { UnitScale } from '../validation';
import type { VpdInput } from '../vpd';
import { EcCompensationCard } from '../components/ec-compensation-card';
import { LightCard } from '../components/light-card';
import { SavedCalculations } from '../components/saved-calculations';
import { TwoWayConverter } from '../components/two-way-converter';
import { VpdCard } from '../components/vpd-card';
import { PageHeader } from '@/components/ui/page-header';

type SimpleKind = Exclude<ConverterKind, 'ec'>;

const SIMPLE: Record<
  SimpleKind,
  {
    name: string;
    units: readonly string[];
    scales: Readonly<Record<string, UnitScale>>;
    defaults: ConverterState;
  }
> = {
  temperature: {
    name: 'Temperature',
    units: TEMPERATURE_UNITS,
    scales: TEMPERATURE_SCALES,
    defaults: { source: 'a', text: '25', aUnit: 'C', bUnit: 'F' },
  },
  volume: {
    name: 'Volume',
    units: VOLUME_UNITS,
    scales: VOLUME_SCALES,
    defaults: { source: 'a', text: '1', aUnit: 'gal', bUnit: 'L' },
  },
  mass: {
    name: 'Mass',
    units: MASS_UNITS,
    scales: MASS_SCALES,
    defaults: { source: 'a', text: '1', aUnit: 'oz', bUnit: 'g' },
  },
  concentration: {
    name: 'Concentration',
    units: CONCENTRATION_UNITS,
    scales: CONCENTRATION_SCALES,
    defaults: { source: 'a', text: '1', aUnit: 'g/L', bUnit: 'mg/L' },
  },
  area: {
    name: 'Area',
    units: AREA_UNITS,
    scales: AREA_SCALES,
    defaults: { source: 'a', text: '1', aUnit: 'm2', bUnit: 'ft2' },
  },
};
const EC_DEFAULTS: ConverterState = { source: 'a', text: '1', aUnit: 'mS/cm', bUnit: 'ppm500' };
const KINDS: readonly ConverterKind[] = ['ec', 'temperature', 'volume', 'mass', 'concentration', 'area'];
const UNITS: Record<ConverterKind, readonly string[]> = {
  ec: EC_UNITS,
  temperature: TEMPERATURE_UNITS,
  volume: VOLUME_UNITS,
  mass: MASS_UNITS,
  concentration: CONCENTRATION_UNITS,
  area: AREA_UNITS,
};

const TABS = [
  { id: 'ec', label: 'EC & ppm' },
  { id: 'vpd', label: 'VPD' },
  { id: 'light', label: 'PPFD ↔ DLI' },
  { id: 'temperature', label: 'Temperature' },
  { id: 'volume', label: 'Volume' },
  { id: 'mass', label: 'Mass' },
  { id: 'concentration', label: 'Concentration' },
  { id: 'area', label: 'Area' },
] as const;
type TabId = (typeof TABS)[number]['id'];

const ecAll = (unit: string) => {
  const u = unit as EcUnit;
  if (u === 'mS/cm') return { label: 'EC', unit: 'mS/cm' };
  if (u === 'uS/cm') return { label: 'EC in µS/cm', unit: 'µS/cm' };
  if (u === 'CF') return { label: 'Conductivity factor', unit: 'CF' };
  return { label: `TDS, ${ecUnitName(u)} scale`.replace('ppm ', ''), unit: 'ppm' };
};

function initialConverters(userId: string | null): Record<ConverterKind, ConverterState> {
  return Object.fromEntries(
    KINDS.map((kind) => {
      const defaults = kind === 'ec' ? EC_DEFAULTS : SIMPLE[kind].defaults;
      const units = loadUnits(
        userId,
        `arca-converter-${kind}`,
        { aUnit: defaults.aUnit, bUnit: defaults.bUnit },
        { aUnit: UNITS[kind], bUnit: UNITS[kind] },
      );
      return [kind, { ...defaults, ...units }];
    }),
  ) as Record<ConverterKind, ConverterState>;
}

export function UnitConverterPage() {
  const { userId } = useViewer();
  const [tab, setTab] = useState<TabId>('ec');
  const [converters, setConverters] = useState(() => initialConverters(userId));
  const [light, setLight] = useState<LightState>(LIGHT_DEFAULTS);
  const [vpdRestore, setVpdRestore] = useState<Partial<VpdInput> | null>(null);
  const vpd = useRef<{ values: VpdInput; summary: string | null } | null>(null);
  const onVpd = useCallback((values: VpdInput, summary: string | null) => {
    vpd.current = { values, summary };
  }, []);

  function update(kind: ConverterKind, next: ConverterState) {
    setConverters((all) => ({ ...all, [kind]: next }));
    saveUnits(userId, `arca-converter-${kind}`, { aUnit: next.aUnit, bUnit: next.bUnit });
  }

  function summary(): string | null {
    if (tab === 'vpd') return vpd.current?.summary ?? null;
    if (tab === 'light') {
      const r = lightResult(light);
      return r.ok
        ? `PPFD ${formatNumber(r.ppfd, 0)} µmol m⁻² s⁻¹ for ${light.photoperiod} h = DLI ${formatNumber(r.dli, 1)} mol m⁻² d⁻¹`
        : null;
    }
    const state = converters[tab];
    const r = convertState(tab, state);
    if (!r.ok) return null;
    const scales: Readonly<Record<string, UnitScale>> = tab === 'ec' ? EC_SCALES : SIMPLE[tab].scales;
    const label = (unit: string) =>
      tab === 'ec' ? ecUnitName(unit as EcUnit) : (scales[unit]?.label ?? unit);
    const [from, to] = state.source === 'a' ? [r.value, r.converted] : [r.converted, r.value];
    return `${formatConverted(from)} ${label(state.aUnit)} = ${formatConverted(to)} ${label(state.bUnit)}`;
  }

  const converterFor = (kind: SimpleKind) => (
    <TwoWayConverter
      kind={kind}
      name={SIMPLE[kind].name}
      units={SIMPLE[kind].units}
      unitLabel={(unit) => SIMPLE[kind].scales[unit]?.label ?? unit}
      state={converters[kind]}
      onChange={(next) => update(kind, next)}
    />
  );

  return (
    <div>
      <PageHeader
        title="Unit Converter"
        description="EC and the three ppm scales, VPD, PPFD ↔ DLI, temperature, volume, mass, concentration and area. Type in either box and the other follows."
        className="mb-5 sm:mb-6"
      />
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as TabId)}>
        <ScrollRow>
          <Tabs.List
            aria-label="Converters"
            className="-mx-4 mb-4 flex gap-1.5 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
          >
            {TABS.map((t) => (
              <Tabs.Trigger
                key={t.id}
                value={t.id}
                className="h-10 shrink-0 rounded-full border border-line bg-white px-4 text-sm font-medium text-ink hover:bg-brand-50 data-[state=active]:border-brand-700 data-[state=active]:bg-brand-700 data-[state=active]:text-white"
              >
                {t.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </ScrollRow>
        <div className="grid grid-cols-1 gap-4">
          {/* Every tab stays mounted so switching keeps what was typed and a saved calculation can restore any tab. */}
          <Tabs.Content value="ec" forceMount className="flex flex-col gap-4 data-[state=inactive]:hidden">
            <TwoWayConverter
              kind="ec"
              name="Conductivity"
              units={EC_UNITS}
              unitLabel={(unit) => ecPickerLabel(unit as EcUnit)}
              allLabel={ecAll}
              state={converters.ec}
              onChange={(next) => update('ec', next)}
            />
            <EcCompensationCard />
          </Tabs.Content>
          <Tabs.Content value="vpd" forceMount className="data-[state=inactive]:hidden">
            <VpdCard restore={vpdRestore} onValues={onVpd} />
          </Tabs.Content>
          <Tabs.Content value="light" forceMount className="data-[state=inactive]:hidden">
            <LightCard state={light} onChange={setLight} />
          </Tabs.Content>
          {(Object.keys(SIMPLE) as SimpleKind[]).map((kind) => (
            <Tabs.Content key={kind} value={kind} forceMount className="data-[state=inactive]:hidden">
              {converterFor(kind)}
            </Tabs.Content>
          ))}
          <SavedCalculations
            toolId="arca-converter"
            snapshot={() => {
              const text = summary();
              return text
                ? {
                    inputs: { tab, converters, light, vpd: vpd.current?.values ?? null },
                    results: { summary: text },
                  }
                : null;
            }}
            onOpen={(saved) => {
              const inputs = saved.inputs as {
                tab?: TabId;
                converters?: Record<ConverterKind, ConverterState>;
                light?: LightState;
                vpd?: VpdInput | null;
              };
              if (inputs.tab && TABS.some((t) => t.id === inputs.tab)) setTab(inputs.tab);
              if (inputs.converters) setConverters((all) => ({ ...all, ...inputs.converters }));
              if (inputs.light) setLight({ ...LIGHT_DEFAULTS, ...inputs.light });
              if (inputs.vpd) setVpdRestore(fromSaved<VpdInput>(inputs.vpd));
            }}
          />
        </div>
      </Tabs.Root>
    </div>
  );
}
