import { describe, expect, it } from 'vitest';
import { dueAt, isOverdue, newRequestProblem, replyProblem, RETENTION_RULES } from './lgpd';

const created = '2026-10-20T14:30:00.000Z';

describe('the 15-day deadline (LGPD art. 19, II)', () => {
  it('falls 15 days after the request, to the minute', () => {
    expect(dueAt(created)).toBe('2026-11-04T14:30:00.000Z');
  });

  it('is overdue only after the deadline has passed', () => {
    expect(isOverdue({ CreatedAt: created, Status: 'open' }, new Date('2026-11-04T14:30:00.000Z'))).toBe(false);
    expect(isOverdue({ CreatedAt: created, Status: 'open' }, new Date('2026-11-04T14:30:00.001Z'))).toBe(true);
    expect(isOverdue({ CreatedAt: created, Status: 'in_progress' }, new Date('2026-12-01T00:00:00.000Z'))).toBe(true);
  });

  it('is never overdue once completed or refused, however late', () => {
    for (const Status of ['completed', 'refused'] as const)
      expect(isOverdue({ CreatedAt: created, Status }, new Date('2027-06-01T00:00:00.000Z'))).toBe(false);
  });
});

describe('requests and replies', () => {
  it('allows one open request of each type', () => {
    expect(newRequestProblem('deletion', [{ Type: 'correction', Status: 'open' }])).toBeNull();
    expect(newRequestProblem('correction', [{ Type: 'correction', Status: 'in_progress' }])).toBe('A correction request is already open');
    expect(newRequestProblem('correction', [{ Type: 'correction', Status: 'completed' }])).toBeNull();
  });

  it('answers an open or in-progress request, never a closed one', () => {
    expect(replyProblem('open')).toBeNull();
    expect(replyProblem('in_progress')).toBeNull();
    expect(replyProblem('refused')).toBe('The request is already refused');
  });

  it('keeps tax and anti-money-laundering records for 5 years, and says why', () => {
    expect(RETENTION_RULES).toEqual([
      { category: 'tax', years: 5, legalBasis: 'CTN arts. 173 and 174' },
      { category: 'aml', years: 5, legalBasis: 'Lei 9.613/1998, art. 10' },
    ]);
  });
});
