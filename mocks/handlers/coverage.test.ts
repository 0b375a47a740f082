// Every operation of the contract has a stateful handler, made by its generated factory: a new
// operation without one fails here, by name, instead of being answered by invented examples.
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getGetCampaignsMockHandler } from '@/api/generated/endpoints/campaigns/campaigns.msw';
import { contractOperations, handlerCoverage } from './coverage';
import { statefulHandlers } from './index';

describe('stateful handlers cover the contract', () => {
  it('answer every operation once, and nothing the contract does not have', () => {
    const coverage = handlerCoverage();
    expect({ missing: coverage.missing, unknown: coverage.unknown, duplicated: coverage.duplicated }).toEqual({
      missing: [],
      unknown: [],
      duplicated: [],
    });
    expect(coverage.operations).toBe(contractOperations().length);
    expect(coverage.handlers).toBe(coverage.operations);
  });

  it('names what is missing, unknown or doubled', () => {
    const operations = contractOperations();
    const withoutCampaigns = statefulHandlers.filter((h) => (h.info as { path?: unknown }).path !== '*/api/me/campaigns');
    const extra = [http.get('*/api/me/campaign-list', () => HttpResponse.json([])), getGetCampaignsMockHandler()];
    const coverage = handlerCoverage([...withoutCampaigns, ...extra], operations);
    expect(coverage.missing).toEqual(['createCampaign']);
    expect(coverage.unknown).toEqual(['GET */api/me/campaign-list']);
    expect(coverage.duplicated).toEqual([]);
    expect(handlerCoverage([...statefulHandlers, getGetCampaignsMockHandler()], operations).duplicated).toEqual(['getCampaigns']);
  });
});
