// The layers the lint enforces (eslint.config.js, issue 16): each case is a line a newcomer might
// write, linted as if it stood in a real file of the tree; the lint must refuse it, by rule.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The cycle rule walks the whole import graph: only the cycle case pays for it (a loaded machine
// took over 30 s for the graph of a file importing the app).
const zones = new ESLint({ cwd: process.cwd(), overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });
const cycles = new ESLint({ cwd: process.cwd() });

async function rulesBroken(filePath: string, code: string, eslint = zones): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('the lint keeps the layers', () => {
  it.each([
    [
      'a feature importing another feature',
      'src/features/wallet/components/x.tsx',
      "import { CampaignList } from '@/features/campaigns/components/campaign-list';\nexport const x = CampaignList;\n",
    ],
    [
      'a feature importing the app',
      'src/features/wallet/components/x.tsx',
      "import { routeTable } from '@/app/route-table';\nexport const x = routeTable;\n",
    ],
    [
      'lib importing a feature',
      'src/lib/x.ts',
      "import { CampaignList } from '@/features/campaigns/components/campaign-list';\nexport const x = CampaignList;\n",
    ],
    ['config importing lib', 'src/config/x.ts', "import { can } from '@/lib/can';\nexport const x = can;\n"],
    ['src importing the mock', 'src/lib/x.ts', "import { getStore } from '@mocks/runtime';\nexport const x = getStore;\n"],
  ])('refuses %s', async (_name, filePath, code) => {
    expect(await rulesBroken(filePath, code)).toContain('import-x/no-restricted-paths');
  });

  it('allows what the layers allow: a feature importing lib, config and its own files', async () => {
    const code =
      "import { can } from '@/lib/can';\nimport { paths } from '@/config/paths';\nimport { walletMessages } from '../messages';\nexport const x = [can, paths, walletMessages];\n";
    expect(await rulesBroken('src/features/wallet/components/x.tsx', code)).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    // src/lib/can.ts is imported by src/lib/permissions.ts' users; a module it imports that imports it back is a cycle.
    const code = "import { can } from '@/lib/can';\nexport const x = can;\n";
    expect(await rulesBroken('src/lib/permissions.ts', code, cycles)).toContain('import-x/no-cycle');
  });
});
