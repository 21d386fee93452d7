// The compare view's Sensory Profile tab: the ratings side by side and the profiles they share.
import { anySensoryData, commonProfiles, sensoryCell } from '../../compare';
import type { Selection } from '../../selection';
import { ashColorLabel, ASH_COLOR_OPTIONS } from '../../selection';

export function SensoryTab({
  selections,
  sorted,
}: {
  selections: readonly Selection[];
  sorted: readonly Selection[];
}) {
  return (
    <>
      {!anySensoryData(selections) ? (
        <p className="text-sm text-muted">No sensory data available for these selections.</p>
      ) : (
        <>
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead>
                <tr className="border-b border-line text-left">
                  <th scope="col" className="py-1 pr-2 font-medium">
                    Plant ID
                  </th>
                  <th scope="col" className="py-1 pr-2 font-medium">
                    Aroma Quality
                  </th>
                  <th scope="col" className="py-1 pr-2 font-medium">
                    Flavor Quality
                  </th>
                  <th scope="col" className="py-1 pr-2 font-medium">
                    Smoke Harshness
                  </th>
                  <th scope="col" className="py-1 pr-2 font-medium">
                    Ash Color
                  </th>
                </tr>
              </thead>
              <tbody>
                {sorted.map((s) => (
                  <tr key={s.id} className="border-b border-line/60 tabular-nums">
                    <th scope="row" className="py-2 pr-2 text-left font-medium">
                      {s.plantId}
                    </th>
                    <td className="py-2 pr-2">{sensoryCell(s.sensoryData?.aroma_quality)}</td>
                    <td className="py-2 pr-2">{sensoryCell(s.sensoryData?.flavor_quality)}</td>
                    <td className="py-2 pr-2">{sensoryCell(s.sensoryData?.smoke_harshness)}</td>
                    <td className="py-2 pr-2">
                      {s.sensoryData ? (
                        <span className="inline-flex flex-wrap items-center gap-1 sm:gap-2">
                          <span
                            aria-hidden="true"
                            className="size-4 rounded-full border border-line"
                            style={{
                              background: ASH_COLOR_OPTIONS.find((o) => o.value === s.sensoryData?.ash_color)
                                ?.swatch,
                            }}
                          />
                          {ashColorLabel(s.sensoryData.ash_color)}
                        </span>
                      ) : (
                        '—'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {(['aroma', 'flavor'] as const).map((kind) => {
              const common = commonProfiles(selections, kind);
              return (
                <section key={kind} className="rounded-xl border border-line p-3 text-sm">
                  <h3 className="font-semibold text-brand-950">
                    {kind === 'aroma' ? 'Aroma Profiles' : 'Flavor Profiles'}
                  </h3>
                  <ul className="mt-2 flex flex-col gap-1">
                    {sorted.map((s) => {
                      const list =
                        (kind === 'aroma' ? s.sensoryData?.aroma_profiles : s.sensoryData?.flavor_profiles) ??
                        [];
                      return (
                        <li key={s.id}>
                          <span className="font-medium">{s.plantId}: </span>
                          {list.length > 0
                            ? list.join(', ')
                            : kind === 'aroma'
                              ? 'No aroma profiles specified'
                              : 'No flavor profiles specified'}
                        </li>
                      );
                    })}
                  </ul>
                  <h4 className="mt-3 font-medium text-ink">
                    {kind === 'aroma' ? 'Common aroma profiles' : 'Common flavor profiles'}
                  </h4>
                  <p className="mt-1 text-muted">
                    {!common.enoughToCompare
                      ? 'Need more selections to compare'
                      : common.profiles.length > 0
                        ? common.profiles.join(', ')
                        : 'None in common'}
                  </p>
                </section>
              );
            })}
          </div>
        </>
      )}
    </>
  );
}
