// Every limit is stated once, in the contract (issue 16.3): the app and the mock read lengths,
// amounts, sizes and counts from the generated zod constants (`…Min`, `…Max`) and the contract's
// x-limits (src/api/generated/zod/contract-limits.ts). This scan fails when a limit comes back as
// a literal: a number in a limit-shaped place (`.max(128)`, `maxLength={32}`, `{ min: 6 }`,
// `.slice(0, 128)`, `length > 128`) that equals one of the contract's limits, or a distinctive
// limit (the minimum payout, the upload size, the last unban day) anywhere in the code.
// Comments are not scanned; tests are not scanned (they state the expected figures on purpose).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  adminBanPartnerLimits,
  getDemoBalanceLimitsLimits,
  requestPayoutLimits,
  uploadMediaLimits,
} from '@/api/generated/zod/contract-limits';
import { adminBanPartnerBodyReasonMax } from '@/api/generated/zod/admin-partners/admin-partners.zod';
import { createCampaignBodyDescriptionMax, createCampaignBodyNameMax } from '@/api/generated/zod/campaigns/campaigns.zod';
import {
  createDemoBalanceRequestBodyProductIdentifierMax,
  createDemoBalanceRequestBodyReasonMax,
} from '@/api/generated/zod/demo-balance/demo-balance.zod';

const ROOT = process.cwd();

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'generated' || name === 'node_modules' ? [] : files(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * The limits looked for in limit-shaped places: the campaign, payout, invoice, demo and ban
 * limits of the contract that are distinctive enough to tell from other numbers (a 3, a 6 or a 10
 * is everywhere: `.slice(0, 10)` cuts a date). Read from the generated code, so a changed contract
 * changes what is looked for.
 */
const SCANNED: Record<string, number> = {
  createCampaignBodyNameMax,
  createCampaignBodyDescriptionMax,
  createDemoBalanceRequestBodyReasonMax,
  createDemoBalanceRequestBodyProductIdentifierMax,
  adminBanPartnerBodyReasonMax,
  minimumAmount: requestPayoutLimits.minimumAmount,
  defaultWeeklyMaximumAmount: getDemoBalanceLimitsLimits.defaultWeeklyMaximumAmount,
  maxBytes: uploadMediaLimits.maxBytes,
};

/** Code without comments (strings kept: a message quoting a limit is a copy too). */
function stripComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

const LIMIT_SHAPED = [
  /\.(?:min|max|length|gte|lte|gt|lt)\(\s*(\d[\d_]*)\s*[,)]/g,
  /\b(?:min|max|minLength|maxLength|minimum|maximum)\s*[:=]\s*\{?\s*(\d[\d_]*)\b/g,
  /\.slice\(\s*0\s*,\s*(\d[\d_]*)\s*\)/g,
  /\.length\s*[<>]=?\s*(\d[\d_]*)\b/g,
];

const money = String(requestPayoutLimits.minimumAmount);
const DISTINCTIVE: { what: string; pattern: RegExp }[] = [
  {
    what: 'upload size (uploadMediaLimits.maxBytes)',
    pattern: new RegExp(`\\b${String(uploadMediaLimits.maxBytes).replace(/\B(?=(\d{3})+$)/g, '_?')}\\b`),
  },
  { what: 'minimum payout (requestPayoutLimits.minimumAmount)', pattern: new RegExp(`R\\$\\s?${money}\\b|\\b${money}(?:\\.00)?\\b`) },
  { what: 'last unban day (adminBanPartnerLimits.lastUnbanDay)', pattern: new RegExp(adminBanPartnerLimits.lastUnbanDay) },
];

/** Known literals that are not limits of the contract, each with its reason. */
const NOT_LIMITS: { file: string; text: string; why: string }[] = [
  { file: 'mocks/db/seed.ts', text: 'users: 250', why: 'the default seed has 250 partners' },
  { file: 'mocks/handlers/settings.ts', text: 'low_balance_alert: { value: 250', why: "a partner preference's default value, not a limit" },
  {
    file: 'src/lib/media-url.ts',
    text: '.slice(0, 255)',
    why: "a file system's longest file name, for a download's name, not a contract limit",
  },
];

const known = new Set(Object.values(SCANNED));

/** The literal copies of a limit in one file's source, as `file:line: what`. */
function limitCopies(where: string, source: string): string[] {
  const copies: string[] = [];
  stripComments(source)
    .split('\n')
    .forEach((line, i) => {
      if (NOT_LIMITS.some((n) => n.file === where && line.includes(n.text))) return;
      for (const shape of LIMIT_SHAPED) {
        for (const m of line.matchAll(shape))
          if (known.has(Number(m[1]!.replace(/_/g, '')))) copies.push(`${where}:${i + 1}: ${m[0].trim()}`);
      }
      for (const d of DISTINCTIVE) if (d.pattern.test(line)) copies.push(`${where}:${i + 1}: ${d.what}: ${line.trim()}`);
    });
  return copies;
}

describe('every limit is stated once, in the contract', () => {
  const sources = [...files(join(ROOT, 'src')), ...files(join(ROOT, 'mocks'))];

  it('looks for the contract limits, and finds a copy where one is written', () => {
    expect([...known].sort((a, b) => a - b)).toEqual([32, 128, 250, 255, 500, 5242880]);
    expect(sources.length).toBeGreaterThan(300);
    const copy = [
      'name: z.string().min(3).max(32),',
      '<TextInput maxLength={128} />',
      "check.str('reason', { max: 128 });",
      'if (text.length > 255) fail();',
      'export const INVOICE_MAX_BYTES = 5_242_880;',
      "const message = 'Minimum payment amount is R$250';",
      "const LAST_UNBAN_DAY = '2030-12-31';",
      '// a comment may say 128 or R$250',
      '<Avatar size={32} />',
    ].join('\n');
    expect(limitCopies('x.tsx', copy).map((c) => c.split(':')[1])).toEqual(['1', '2', '3', '4', '5', '6', '7']);
  });

  it('no literal copy of a limit outside the generated code', () => {
    const copies = sources.flatMap((file) => limitCopies(relative(ROOT, file), readFileSync(file, 'utf8')));
    expect(copies).toEqual([]);
  });
});
