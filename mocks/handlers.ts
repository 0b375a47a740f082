// Every mock handler, in the order MSW tries them: faults first (they fall through when they
// inject nothing), the control API, the stateful handlers, then orval's generated handlers as
// the fallback for anything not yet stateful.
import { controlHandlers } from './control';
import { faultHandler } from './faults';
import { statefulHandlers } from './handlers/index';
import { generatedHandlers } from './generated-fallbacks';

export const handlers = [faultHandler, ...controlHandlers, ...statefulHandlers, ...generatedHandlers];
