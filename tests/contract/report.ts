// The run's table and totals, then the details of every failure.

export interface OperationResult {
  id: string;
  method: string;
  path: string;
  exercised: boolean;
  /** A stateful handler answered (false: none matched; mocks/handlers/coverage.test.ts fails on such an operation). */
  stateful?: boolean;
  /** What the valid call got back, in short (list sizes, content type). */
  answer?: string;
  validStatus: number | null;
  violations: string[];
  /** Why the valid call failed (empty = passed). */
  problems: string[];
  request?: { method: string; path: string; query?: unknown; role: string; body?: unknown };
  response?: string;
  invalidWhat?: string;
  invalidStatus?: number | null;
  invalidProblem?: string;
}

export interface Summary {
  exercised: number;
  total: number;
  violations: number;
  validPassed: number;
  invalidRejected: number;
  invalidTotal: number;
  ok: boolean;
}

const pad = (text: string, width: number) => (text.length >= width ? text : text + ' '.repeat(width - text.length));

export function printReport(results: OperationResult[], expectedTotal: number, refusals: OperationResult[] = []): Summary {
  const head = ['operation', 'mock', 'valid', 'answer', 'viol.', 'invalid', 'call', 'invalid variant'];
  const rows = results.map((r) => [
    `${r.problems.length ? '✗' : '✓'} ${r.id}`,
    r.stateful ? 'state' : 'none',
    r.validStatus === null ? '-' : String(r.validStatus),
    r.answer ?? '',
    String(r.violations.length),
    r.invalidWhat === undefined ? 'n/a' : `${r.invalidStatus ?? 'err'}${r.invalidProblem ? ' ✗' : ''}`,
    `${r.method} ${r.path}`,
    r.invalidWhat ?? '',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => pad(c, widths[i]!))
      .join('  ')
      .trimEnd();
  console.log('');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));

  if (refusals.length) {
    console.log('\nDocumented refusals (expected non-2xx, 0 violations):');
    for (const r of refusals) {
      console.log(
        `${r.problems.length ? '✗' : '✓'} ${r.id}  →  ${r.validStatus ?? '-'} ${r.answer ?? ''}  (${r.violations.length} violations)`,
      );
    }
  }
  const failures = [...results, ...refusals].filter((r) => r.problems.length);
  if (failures.length) {
    console.log('\nValid calls that failed:');
    for (const r of failures) {
      console.log(`\n✗ ${r.id} (${r.method} ${r.path}): ${r.problems.join('; ')}`);
      if (r.request) console.log(`  request:  ${JSON.stringify(r.request)}`);
      for (const v of r.violations) console.log(`  violation: ${v}`);
      if (r.response) console.log(`  response: ${r.response.replace(/\n/g, ' ')}`);
    }
  }
  const invalidFailures = results.filter((r) => r.invalidProblem);
  if (invalidFailures.length) {
    console.log('\nInvalid calls not rejected with 422:');
    for (const r of invalidFailures) console.log(`✗ ${r.id}: ${r.invalidProblem!.replace(/\n/g, ' ')}`);
  }

  const invalidCalls = results.filter((r) => r.invalidWhat !== undefined);
  const summary: Summary = {
    exercised: results.filter((r) => r.exercised).length,
    total: expectedTotal,
    violations: [...results, ...refusals].reduce((n, r) => n + r.violations.length, 0),
    validPassed: results.filter((r) => r.exercised && !r.problems.length).length,
    invalidRejected: invalidCalls.filter((r) => !r.invalidProblem).length,
    invalidTotal: invalidCalls.length,
    ok: false,
  };
  summary.ok =
    results.length === expectedTotal &&
    summary.exercised === expectedTotal &&
    summary.validPassed === expectedTotal &&
    summary.violations === 0 &&
    refusals.every((r) => !r.problems.length) &&
    summary.invalidRejected === summary.invalidTotal;
  console.log('');
  console.log(`operations exercised: ${summary.exercised}/${summary.total}`);
  console.log(`valid calls passed: ${summary.validPassed}/${summary.total}`);
  console.log(`violations: ${summary.violations}`);
  console.log(
    `answered by stateful handlers: ${results.filter((r) => r.stateful).length}/${results.length} (each made by its operation's generated factory)`,
  );
  console.log(`invalid calls rejected with 422: ${summary.invalidRejected}/${summary.invalidTotal}`);
  if (refusals.length) console.log(`documented refusals passed: ${refusals.filter((r) => !r.problems.length).length}/${refusals.length}`);
  return summary;
}
