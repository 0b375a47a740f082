// Which operations of openapi/portal.yaml the stateful handlers answer. Every handler is made by
// its operation's generated factory (get<Operation>MockHandler), so its method and path are the
// contract's own; this holds the two lists together: an operation without a handler, a handler
// no operation has, or two handlers for one operation is a gap, named by operationId.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { HttpHandler } from 'msw';
import YAML from 'yaml';
import { statefulHandlers } from './index';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export interface ContractOperation {
  operationId: string;
  /** As MSW writes it: upper case. */
  method: string;
  /** As the factories write it: `*` + the path with `:param` for `{param}`. */
  route: string;
}

/** Every operation of the contract, in its order. */
export function contractOperations(file = fileURLToPath(new URL('../../openapi/portal.yaml', import.meta.url))): ContractOperation[] {
  const doc = YAML.parse(fs.readFileSync(file, 'utf8')) as { paths: Record<string, Record<string, { operationId?: string }>> };
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((m) => ({
      operationId: item[m]!.operationId ?? `${m.toUpperCase()} ${path}`,
      method: m.toUpperCase(),
      route: `*${path.replace(/\{([^}]+)\}/g, ':$1')}`,
    })),
  );
}

/** The method and path a handler answers, as `GET` + its route. */
function routeOf(handler: HttpHandler): string {
  const info = handler.info as { method?: unknown; path?: unknown };
  return `${String(info.method).toUpperCase()} ${String(info.path)}`;
}

export interface Coverage {
  operations: number;
  handlers: number;
  /** operationIds with no stateful handler. */
  missing: string[];
  /** Routes of handlers that match no operation of the contract. */
  unknown: string[];
  /** operationIds answered by more than one handler (the first would hide the others). */
  duplicated: string[];
}

export function handlerCoverage(handlers: readonly HttpHandler[] = statefulHandlers, operations = contractOperations()): Coverage {
  const routes = handlers.map(routeOf);
  const byRoute = new Map(operations.map((op) => [`${op.method} ${op.route}`, op.operationId]));
  const count = (op: ContractOperation) => routes.filter((r) => r === `${op.method} ${op.route}`).length;
  return {
    operations: operations.length,
    handlers: handlers.length,
    missing: operations.filter((op) => count(op) === 0).map((op) => op.operationId),
    unknown: routes.filter((r) => !byRoute.has(r)),
    duplicated: operations.filter((op) => count(op) > 1).map((op) => op.operationId),
  };
}
