// recharts lives only in the chunks that import this file (loaded when a card is expanded).
import { Legend, PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, Tooltip } from 'recharts';
import { radarRows, SERIES_COLORS } from '../radar';
import { RadarTick, type RadarTickProps } from './radar-tick';
import type { Selection } from '../selection';
import { RADAR_RINGS, RATING_MAX } from '../selection';

const TICK = (props: RadarTickProps) => <RadarTick {...props} fontSize={10} />;

export interface TraitRadarProps {
  selections: readonly Selection[];
  width: number;
  height: number;
  legend?: boolean;
}

/** A 0-10 radar with five rings, one series per selection. */
export default function TraitRadar({ selections, width, height, legend = false }: TraitRadarProps) {
  const rows = radarRows(selections);
  return (
    <RadarChart width={width} height={height} data={rows} outerRadius="65%">
      <PolarGrid gridType="polygon" />
      <PolarAngleAxis dataKey="trait" tick={TICK} />
      <PolarRadiusAxis
        domain={[0, RATING_MAX]}
        tickCount={RADAR_RINGS + 1}
        tick={{ fontSize: 9 }}
        angle={90}
      />
      {selections.map((s, i) => (
        <Radar
          key={s.id}
          name={s.plantId}
          dataKey={s.id}
          stroke={SERIES_COLORS[i % SERIES_COLORS.length]}
          fill={SERIES_COLORS[i % SERIES_COLORS.length]}
          fillOpacity={0.2}
          isAnimationActive={false}
        />
      ))}
      <Tooltip />
      {legend ? <Legend wrapperStyle={{ fontSize: 12 }} /> : null}
    </RadarChart>
  );
}
