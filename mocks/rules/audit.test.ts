import { describe, expect, it } from 'vitest';
import { auditChanges, auditCsvLine, auditMatches, csvCell, privacyReplyState } from './audit';

describe('audit rules', () => {
  it('lists the changed fields only, as text, masking account numbers and keys', () => {
    expect(
      auditChanges(
        { Status: 'active', BanReason: null, Permissions: ['affiliate'], PixKey: 'ana@example.com', Amount: 10 },
        { Status: 'banned', BanReason: 'Fraud', Permissions: ['affiliate'], PixKey: 'new@example.com', Amount: 10 },
      ),
    ).toEqual([
      { Field: 'Status', Before: 'active', After: 'banned' },
      { Field: 'BanReason', Before: null, After: 'Fraud' },
      { Field: 'PixKey', Before: '••••.com', After: '••••.com' },
    ]);
    expect(auditChanges(null, { rows: 12 })).toEqual([{ Field: 'rows', Before: null, After: '12' }]);
  });

  it("keeps an LGPD reply's status and length, never its text", () => {
    const before = privacyReplyState({ Status: 'open', Reply: null });
    const after = privacyReplyState({ Status: 'completed', Reply: 'CPF 123.456.789-09 excluído.' });
    const changes = auditChanges(before, after);
    expect(changes).toEqual([
      { Field: 'Status', Before: 'open', After: 'completed' },
      { Field: 'ReplyLength', Before: null, After: '28' },
    ]);
    expect(JSON.stringify(changes)).not.toContain('123.456');
    expect(privacyReplyState(undefined)).toBeNull();
  });

  it('filters by actor, action, target and Brazilian day', () => {
    const row = { ActorUsername: 'admin', Action: 'partner.ban', TargetType: 'partner', TargetID: '7', Day: '2026-11-05' };
    expect(auditMatches(row, {})).toBe(true);
    expect(
      auditMatches(row, {
        actor: ' ADMIN ',
        action: 'partner.ban',
        targetType: 'partner',
        targetId: '7',
        since: '2026-11-05',
        until: '2026-11-05',
      }),
    ).toBe(true);
    expect(auditMatches(row, { actor: 'analyst' })).toBe(false);
    expect(auditMatches(row, { targetId: '8' })).toBe(false);
    expect(auditMatches(row, { since: '2026-11-06' })).toBe(false);
  });

  it('writes CSV that no spreadsheet runs', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell(null)).toBe('');
    const line = auditCsvLine({
      ID: 1,
      CreatedAt: '2026-11-05T15:00:00Z',
      Actor: 'admin',
      IP: '10.0.0.12',
      Action: 'partner.ban',
      TargetType: 'partner',
      TargetID: '7',
      Target: 'lucas',
      Reason: '+55 spam',
      Changes: [{ Field: 'Status', Before: 'active', After: 'banned' }],
    });
    expect(line).toBe("1,2026-11-05T15:00:00Z,admin,10.0.0.12,partner.ban,partner,7,lucas,'+55 spam,Status: active → banned");
  });
});
