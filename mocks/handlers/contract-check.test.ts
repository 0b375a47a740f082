import { describe, expect, it } from 'vitest';
import { contractViolations } from './contract-check';

describe('checker', () => {
  it('flags', async () => {
    const req = new Request('http://127.0.0.1/api/me/profile');
    expect(await contractViolations(req, Response.json({ ID: 1 }))).not.toEqual([]);
    expect(await contractViolations(req, Response.json({ message: 'x', reason: 'unauthorized' }, { status: 401 }))).toEqual([]);
    expect(await contractViolations(req, Response.json({ message: 'x' }, { status: 409 }))).not.toEqual([]);
    expect(await contractViolations(new Request('http://127.0.0.1/api/me/payments/eligible'), Response.json({ eligible: true }))).toEqual(
      [],
    );
  });
});
