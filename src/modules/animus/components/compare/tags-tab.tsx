// The compare view's Tags & Badges tab: tags all selections share, tags only some have, and each
// selection's badges and tags by category.
import { compareTags, foundInText, tagBreakdown } from '../../compare';
import type { Selection } from '../../selection';
import { TAG_CATEGORY_LABELS } from '../../selection';
import { BadgePill, TagPill } from '../tag-pill';

export function TagsTab({
  selections,
  sorted,
}: {
  selections: readonly Selection[];
  sorted: readonly Selection[];
}) {
  const tagsCompared = compareTags(selections);
  return (
    <>
      <section>
        <h3 className="font-semibold text-brand-950">Common Tags</h3>
        {tagsCompared.common.length > 0 ? (
          <div className="mt-2 flex flex-wrap gap-1.5">
            {tagsCompared.common.map((t) => (
              <TagPill key={t.name} category={t.category}>
                {t.name}
              </TagPill>
            ))}
          </div>
        ) : (
          <p className="mt-1 text-muted">No common tags found among these selections.</p>
        )}
      </section>
      <section>
        <h3 className="font-semibold text-brand-950">Unique Tags</h3>
        {tagsCompared.unique.length > 0 ? (
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {tagsCompared.unique.map((t) => (
              <li
                key={t.name}
                className="flex items-center justify-between gap-2 rounded-lg border border-line p-2"
              >
                <TagPill category={t.category}>{t.name}</TagPill>
                <span className="text-xs text-muted">{foundInText(t.count, t.total)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-muted">No unique tags found among these selections.</p>
        )}
      </section>
      <section className="grid gap-3 sm:grid-cols-2">
        {sorted.map((s) => {
          const groups = tagBreakdown(s);
          return (
            <div key={s.id} className="rounded-xl border border-line p-3">
              <h3 className="font-semibold text-brand-950">{s.plantId}</h3>
              <h4 className="mt-2 text-xs font-semibold text-muted uppercase">Badges</h4>
              {s.badges.length > 0 ? (
                <div className="mt-1 flex flex-wrap gap-1.5">
                  {s.badges.map((b) => (
                    <BadgePill key={b.id} name={b.name} color={b.color} title={b.description} />
                  ))}
                </div>
              ) : (
                <p className="mt-1 text-muted">No badges</p>
              )}
              <h4 className="mt-3 text-xs font-semibold text-muted uppercase">Tags</h4>
              {groups.length > 0 ? (
                <dl className="mt-1 flex flex-col gap-1">
                  {groups.map((g) => (
                    <div key={g.category} className="flex flex-wrap items-center gap-1.5">
                      <dt className="text-xs text-muted">{TAG_CATEGORY_LABELS[g.category]}:</dt>
                      {g.tags.map((t) => (
                        <dd key={t.id}>
                          <TagPill category={t.category}>{t.name}</TagPill>
                        </dd>
                      ))}
                    </div>
                  ))}
                </dl>
              ) : (
                <p className="mt-1 text-muted">No tags</p>
              )}
            </div>
          );
        })}
      </section>
    </>
  );
}
