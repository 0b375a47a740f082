// /dashboard/creatives/check: "check my own text" against the compliance rules (issue 18).
import { CheckMyText } from '@/features/creatives/components/check-my-text';

export function CreativesCheckRoute() {
  return <CheckMyText />;
}
