// Shared by the recorder (helpers/test.ts) and the replay (helpers/contract-replay.ts): where the
// recorded /api exchanges go and what one looks like.
import { join } from 'node:path';

/** One recorded exchange (bodies base64, so multipart and binary answers replay byte for byte). */
export interface RecordedExchange {
  method: string;
  url: string;
  requestHeaders: Record<string, string>;
  requestBody: string | null;
  status: number;
  responseHeaders: Record<string, string>;
  responseBody: string | null;
  fromServiceWorker: boolean;
  test: string;
}

/** E2E_CONTRACT_DIR, else test-results/contract-record/port-<E2E_PORT> (parallel runs on other ports stay apart). */
export function recordDir(): string {
  return process.env.E2E_CONTRACT_DIR ?? join('test-results', 'contract-record', `port-${process.env.E2E_PORT ?? 4173}`);
}
