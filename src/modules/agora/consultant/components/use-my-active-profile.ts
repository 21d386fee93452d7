import { useViewer } from '@/hooks/use-viewer';
import { useMyConsultantProfile } from '../api/get-my-consultant-profile';

/** The signed-in consultant's profile, for pages behind the consultant guard. */
export function useMyActiveProfile() {
  const { userId } = useViewer();
  return { userId: userId ?? '', query: useMyConsultantProfile(userId) };
}
