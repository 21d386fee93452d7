import { Link } from 'react-router-dom';
import { useViewer } from '@/hooks/use-viewer';
import { agoraPaths } from '@/modules/agora/paths';

const cls =
  'inline-flex h-9 items-center justify-center rounded-lg border border-brand-200 bg-brand-50 px-2.5 text-sm font-semibold whitespace-nowrap text-brand-800 hover:bg-brand-100';

/** 'Consultant Dashboard' for active consultants, 'Admin Dashboard' for admins (spec-1 §2). */
export function DashboardLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { isConsultant, isAdmin } = useViewer();
  return (
    <>
      {isConsultant && (
        <Link to={agoraPaths.consultantDashboard.href()} onClick={onNavigate} className={cls}>
          Consultant Dashboard
        </Link>
      )}
      {isAdmin && (
        <Link to={agoraPaths.admin.href()} onClick={onNavigate} className={cls}>
          Admin Dashboard
        </Link>
      )}
    </>
  );
}
