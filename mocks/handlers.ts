// Every mock handler, in the order MSW tries them: faults first (they fall through when they
// inject nothing), the control API, then the stateful handlers — one per operation of the
// contract, each made by its generated factory (handlers/coverage.test.ts holds them together),
// so no call of the contract is left to invented examples.
import { controlHandlers } from './control';
import { faultHandler } from './faults';
import { statefulHandlers } from './handlers/index';

export const handlers = [faultHandler, ...controlHandlers, ...statefulHandlers];
