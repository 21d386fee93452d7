import { Link } from 'react-router-dom';
import { textLink } from './link-styles';
import { agoraPaths } from '../../paths';

export function BackToDashboard() {
  return (
    <Link to={agoraPaths.consultantDashboard.href()} className={textLink}>
      <span aria-hidden="true">←</span> Back to Dashboard
    </Link>
  );
}
