import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/fields';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import type { Cultivar } from '../../api/get-cultivar';
import { useSaveSharing } from '../../api/save-sharing';
import { PUBLISHABLE_FIELDS, type PublishableField } from '../../library-schemas';
import { animusPaths } from '../../paths';

/**
 * Who may see the cultivar: the community of Advanced growers (the whole passport; they can tag it
 * and claim its parents) and, separately, the public archive, with only the fields chosen here.
 */
export function SharingSection({ cultivar }: { cultivar: Cultivar }) {
  const save = useSaveSharing();
  const [shared, setShared] = useState(cultivar.shared);
  const [published, setPublished] = useState(cultivar.published);
  const [fields, setFields] = useState<PublishableField[]>(
    cultivar.published_fields.length
      ? (cultivar.published_fields as PublishableField[])
      : ['breeder', 'origin', 'lineage'],
  );
  const changed =
    shared !== cultivar.shared ||
    published !== cultivar.published ||
    (published && [...fields].sort().join() !== [...cultivar.published_fields].sort().join());

  return (
    <section
      aria-labelledby="sharing-heading"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-5"
    >
      <h2 id="sharing-heading" className="text-lg font-semibold text-brand-950">
        Sharing and publishing
      </h2>
      <CheckboxField
        label="Share with the community"
        hint="Advanced growers see the whole passport, vote on tags and add lineage claims."
        checked={shared}
        onChange={(e) => setShared(e.target.checked)}
      />
      <CheckboxField
        label="Publish to the public archive"
        hint="Anyone, signed in or not, sees the name and the fields you choose."
        checked={published}
        onChange={(e) => setPublished(e.target.checked)}
      />
      {published ? (
        <fieldset className="grid gap-x-4 sm:grid-cols-3">
          <legend className="mb-1 text-sm font-semibold text-brand-950">Fields to publish</legend>
          {PUBLISHABLE_FIELDS.map(([key, label]) => (
            <CheckboxField
              key={key}
              label={label}
              checked={fields.includes(key)}
              onChange={(e) =>
                setFields((f) => (e.target.checked ? [...f, key] : f.filter((x) => x !== key)))
              }
            />
          ))}
        </fieldset>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          busy={save.isPending}
          disabled={!changed}
          onClick={() =>
            save.mutate(
              { cultivarId: cultivar.id, shared, published, fields },
              {
                onSuccess: () =>
                  toast.success('Sharing saved', {
                    description: published ? 'Published to the archive.' : 'Not in the archive.',
                  }),
                onError: (error) =>
                  toast.error('Could not save the sharing', { description: getErrorMessage(error) }),
              },
            )
          }
        >
          Save sharing
        </Button>
        {cultivar.published ? (
          <Link
            to={animusPaths.archive.href({ cultivar: cultivar.id })}
            className="text-sm font-medium text-brand-800 underline"
          >
            View it in the archive
          </Link>
        ) : null}
      </div>
    </section>
  );
}
