import { useSearchParams } from 'react-router-dom';
import { ArchiveEntryView } from '../components/archive/archive-entry';
import { ArchiveList } from '../components/archive/archive-list';

/** /animus/archive, public: the list, or one published cultivar (?cultivar=id). */
export function ArchivePage() {
  const [params] = useSearchParams();
  const id = params.get('cultivar');
  return id ? <ArchiveEntryView key={id} id={id} /> : <ArchiveList />;
}
