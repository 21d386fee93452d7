import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { useViewer } from '@/hooks/use-viewer';
import { CultivarPassport } from '../components/library/cultivar-passport';
import { LibraryList } from '../components/library/library-list';
import { ModerationQueue } from '../components/library/moderation-queue';
import { animusPaths } from '../paths';

/**
 * /animus/library: the list, a cultivar's passport (?cultivar=id) or, for moderators and admins,
 * the queue of disputed tags (?view=moderation). Query parameters rather than new routes, since the
 * spec fixes Animus's routes and sends any other /animus/* to /animus.
 */
export function LibraryPage() {
  const [params] = useSearchParams();
  const viewer = useViewer();
  const cultivarId = params.get('cultivar');
  const href = (id: string) => animusPaths.library.href({ cultivar: id });

  if (cultivarId) return <CultivarPassport key={cultivarId} id={cultivarId} />;
  if (params.get('view') === 'moderation') {
    return (
      <div className="flex flex-col gap-5">
        <PageHeader
          back={
            <Link
              to={animusPaths.library.href()}
              className="text-sm font-medium text-brand-800 hover:underline"
            >
              ← Back to the library
            </Link>
          }
          title="Strain Library"
          description="Community moderation"
        />
        {viewer.role === 'moderator' || viewer.isAdmin ? (
          <ModerationQueue cultivarHref={href} />
        ) : (
          <p className="text-muted">Only moderators and admins rule on disputed tags.</p>
        )}
      </div>
    );
  }
  return <LibraryList />;
}
