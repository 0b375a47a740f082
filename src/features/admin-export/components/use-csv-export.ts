// One CSV export's life: running (rows fetched of the total, cancellable), then done (the file's
// name and row count), failed (with the input kept for a retry) or cancelled.
import { useCallback, useEffect, useRef, useState } from 'react';
import { downloadCsv, type ExportProgress } from '@/lib/csv';
import type { ExportResult, RunOptions } from '../api/export-datasets';

export type ExportState =
  | { kind: 'idle' }
  | { kind: 'running'; progress: ExportProgress | null }
  | { kind: 'done'; rows: number; total: number; file: string }
  | { kind: 'empty' }
  | { kind: 'canceled' }
  | { kind: 'failed'; error: unknown };

export function useCsvExport() {
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  /** Runs one export and answers how it ended (so a form can put a refusal at its field). */
  const run = useCallback(async (work: (o: RunOptions) => Promise<ExportResult>, file: string): Promise<ExportState> => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState({ kind: 'running', progress: null });
    let next: ExportState;
    try {
      const result = await work({ signal: controller.signal, onProgress: (progress) => setState({ kind: 'running', progress }) });
      controller.signal.throwIfAborted();
      if (result.rows === 0) next = { kind: 'empty' };
      else {
        downloadCsv(result.csv, file);
        next = { kind: 'done', rows: result.rows, total: result.total, file };
      }
    } catch (error) {
      next = controller.signal.aborted ? { kind: 'canceled' } : { kind: 'failed', error };
    } finally {
      if (abort.current === controller) abort.current = null;
    }
    setState(next);
    return next;
  }, []);

  const cancel = useCallback(() => abort.current?.abort(), []);
  return { state, run, cancel };
}
