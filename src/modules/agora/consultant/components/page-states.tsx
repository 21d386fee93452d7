import { Link } from 'react-router-dom';
import { Skeleton } from '@/components/ui/skeleton';
import { textLink } from './link-styles';

export function BackToDashboard() {
  return (
    <Link to="/agora/consultants/dashboard" className={textLink}>
      <span aria-hidden="true">←</span> Back to Dashboard
    </Link>
  );
}

export function PageSkeleton({ label = 'Loading...' }: { label?: string }) {
  return (
    <div aria-busy="true" aria-label={label} className="space-y-4">
      <Skeleton className="h-8 w-64" />
      <div className="grid gap-4 md:grid-cols-3">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
      <Skeleton className="h-64" />
    </div>
  );
}
