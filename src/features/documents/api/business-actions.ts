// Writes of the business step: the validate call first (its field problems go back to the form),
// then the save, whose answer replaces the cached business (through its generated key).
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getGetBusinessQueryKey, saveBusiness, validateBusiness } from '@/api/generated/endpoints/business/business';
import type { Business } from '@/api/generated/model/business';
import type { BusinessInputBody } from '@/api/generated/model/businessInputBody';
import type { ProblemField } from '@/api/generated/model/problemField';

export type BusinessOutcome = { kind: 'invalid'; fields: ProblemField[] } | { kind: 'saved'; business: Business };

export function useSubmitBusiness() {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<'idle' | 'validating' | 'saving'>('idle');
  const submit = async (body: BusinessInputBody): Promise<BusinessOutcome> => {
    try {
      setPhase('validating');
      const check = await validateBusiness(body);
      if (!check.valid) return { kind: 'invalid', fields: check.fields };
      setPhase('saving');
      const business = await saveBusiness(body);
      queryClient.setQueryData(getGetBusinessQueryKey(), business);
      return { kind: 'saved', business };
    } finally {
      setPhase('idle');
    }
  };
  return { submit, phase };
}
