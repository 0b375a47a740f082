// The stateful handlers, by domain. Fixed paths come before parameterised ones inside each
// domain file (MSW answers with the first match: /partners/search before /partners/:partnerId).
import type { HttpHandler } from 'msw';

export const statefulHandlers: HttpHandler[] = [];
