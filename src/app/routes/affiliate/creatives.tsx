// /dashboard/creatives: the creatives library (issue 18); a creative opens the creative-copy modal.
import { CreativeLibrary } from '@/features/creatives/components/creative-library';

export function CreativesRoute() {
  return <CreativeLibrary />;
}
