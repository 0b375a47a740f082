import { describe, expect, it } from 'vitest';
import {
  acceptedStep,
  deviceOf,
  hashRecoveryCode,
  matchRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  payoutHoldUntil,
  placeOf,
  requestUserAgent,
  stepUpFresh,
  totpCode,
  twoFactorRequired,
} from './account-security';

const SECRET = 'PARTNERPORTALDEMOSECRETKEY234567';
const T = Date.parse('2026-11-05T15:00:10Z');

describe('authenticator codes (RFC 6238 through otpauth)', () => {
  it('matches the RFC 6238 SHA-1 test vector', () => {
    // RFC 6238 appendix B: secret "12345678901234567890", T = 59 s → 94287082 (8 digits); 6 digits: 287082.
    expect(totpCode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 59_000)).toBe('287082');
  });

  it('accepts the current code and one step of drift either way, once', () => {
    const now = totpCode(SECRET, T);
    const step = acceptedStep(SECRET, now, T);
    expect(step).toBe(Math.floor(T / 30_000));
    expect(acceptedStep(SECRET, totpCode(SECRET, T - 30_000), T)).toBe(step! - 1);
    expect(acceptedStep(SECRET, totpCode(SECRET, T + 30_000), T)).toBe(step! + 1);
    expect(acceptedStep(SECRET, totpCode(SECRET, T - 90_000), T)).toBeNull();
    // Used once: the same code, or an older one, is refused.
    expect(acceptedStep(SECRET, now, T, step!)).toBeNull();
    expect(acceptedStep(SECRET, 'abcdef', T)).toBeNull();
  });

  it('makes a new base32 secret and the URI an app reads', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri(secret, 'affiliate')).toMatch(
      /^otpauth:\/\/totp\/Partner%20Portal:affiliate\?issuer=Partner%20Portal&secret=[A-Z2-7]+&algorithm=SHA1&digits=6&period=30$/,
    );
  });
});

describe('recovery codes', () => {
  it('are 10 distinct xxxxx-xxxxx codes, matched by hash whatever the case or dash, once', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = codes.map((c) => ({ Hash: hashRecoveryCode(c), UsedAt: null as string | null }));
    expect(matchRecoveryCode(stored, codes[3]!.toUpperCase().replace('-', ''))).toBe(3);
    stored[3]!.UsedAt = '2026-11-05T15:00:00Z';
    expect(matchRecoveryCode(stored, codes[3]!)).toBe(-1);
    expect(matchRecoveryCode(stored, 'zzzzz-zzzzz')).toBe(-1);
  });
});

describe('step-up, hold and the two-factor rule', () => {
  it('a step-up works until its end', () => {
    expect(stepUpFresh('2026-11-05T15:05:00Z', T)).toBe(true);
    expect(stepUpFresh('2026-11-05T15:00:00Z', T)).toBe(false);
    expect(stepUpFresh(null, T)).toBe(false);
  });

  it('holds payouts for 24 hours after a bank-account change', () => {
    expect(payoutHoldUntil('2026-11-05T10:00:00Z', T)).toBe('2026-11-06T10:00:00.000Z');
    expect(payoutHoldUntil('2026-11-04T10:00:00Z', T)).toBeNull();
    expect(payoutHoldUntil(null, T)).toBeNull();
  });

  it('covers administrators and partners as the rule says', () => {
    const admins = { RequireForAdmins: true, RequireForPartners: false };
    const partners = { RequireForAdmins: false, RequireForPartners: true };
    expect(twoFactorRequired(['admin:master'], admins)).toBe(true);
    expect(twoFactorRequired(['admin_payments_read'], admins)).toBe(true);
    expect(twoFactorRequired(['affiliate'], admins)).toBe(false);
    expect(twoFactorRequired(['affiliate'], partners)).toBe(true);
    expect(twoFactorRequired(['admin:master'], partners)).toBe(false);
    expect(twoFactorRequired(['affiliate'], undefined)).toBe(false);
  });
});

describe('device and place', () => {
  it('summarises a user agent', () => {
    expect(
      deviceOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({
      Browser: 'Safari 18',
      OS: 'iOS 18.1',
      Type: 'mobile',
    });
    expect(
      deviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'),
    ).toMatchObject({
      Browser: 'Chrome 131',
      OS: 'Windows 10',
      Type: 'desktop',
    });
    expect(deviceOf('')).toEqual({ Browser: null, OS: null, Type: 'unknown' });
  });

  it('places public IPv4 addresses in a city table, never private ones', () => {
    expect(placeOf('189.40.77.15')).toEqual({ City: expect.any(String), Region: expect.any(String), Country: 'BR' });
    expect(placeOf('189.40.1.1')).toEqual(placeOf('189.40.77.15'));
    for (const ip of ['127.0.0.1', '10.0.0.12', '192.168.1.4', '172.20.0.1', '::1', 'nonsense']) expect(placeOf(ip)).toBeNull();
  });
});

describe('requestUserAgent', () => {
  it('is the one the request sent; in Node without one, empty (the browser mock uses the page’s)', () => {
    const sent = new Request('http://x/api', { headers: { 'user-agent': 'Mozilla/5.0 (X11) Firefox/140.0' } });
    expect(requestUserAgent(sent)).toBe('Mozilla/5.0 (X11) Firefox/140.0');
    expect(requestUserAgent(new Request('http://x/api'))).toBe('');
  });
});
