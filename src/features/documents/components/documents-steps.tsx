// The three steps as tabs (a tablist: Tab and the arrow keys move between them). The chosen step
// is the `step` search param; every other param stays. Only the open step is mounted.
import type { ReactNode } from 'react';
import { Tabs } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { withSearchChanges } from '@/lib/search-params';
import { documentsMessages as m } from '../messages';
import { DEFAULT_STEP, DOCUMENT_STEPS, parseStep, type DocumentStep } from '../steps';

const labels = {
  individual: m.stepIndividual,
  business: m.stepBusiness,
  'bank-account': m.stepBankAccount,
} as const;

export function DocumentsSteps({ panels }: { panels: Record<DocumentStep, ReactNode> }) {
  const intl = useIntl();
  const [search, setSearch] = useSearchParams();
  const step = parseStep(search.get('step'));
  const choose = (value: string | null) => {
    const next = parseStep(value);
    if (next !== step) setSearch((prev) => withSearchChanges(prev, { step: next === DEFAULT_STEP ? null : next }, true));
  };
  return (
    <Tabs value={step} onChange={choose} keepMounted={false} variant="outline">
      <Tabs.List aria-label={intl.formatMessage(m.steps)} grow>
        {DOCUMENT_STEPS.map((s) => (
          <Tabs.Tab key={s} value={s} px={{ base: 'xs', sm: 'md' }}>
            {intl.formatMessage(labels[s])}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {DOCUMENT_STEPS.map((s) => (
        <Tabs.Panel key={s} value={s} pt="md">
          {panels[s]}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
