import { describe, expect, it } from 'vitest';
import { appPath, safeExternalUrl, safeHttpsUrl, safeHttpUrl } from './safe-url';
import { isMediaId } from './media-url';
import { appPath as notificationPath } from '../features/notifications/safe-link';
import { guideVideoFrom } from '../features/terms/guide-video-url';

// What an attacker-controlled API field or a careless build variable could hold.
const SCRIPT_OR_DATA = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  '\tjava\nscript:alert(1)',
  'javascript://example.com/%0Aalert(1)',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'file:///etc/passwd',
  'blob:https://example.com/0000',
];
const PROTOCOL_RELATIVE = ['//evil.example', '//evil.example/dashboard', '/\\evil.example', '\\\\evil.example', '///evil.example'];
const NOT_ADDRESSES = [null, undefined, '', '   ', 'not a url', 'evil.example/path'];

describe('appPath (links that must stay on this origin)', () => {
  it('keeps app paths with their query', () => {
    expect(appPath('/dashboard/wallet')).toBe('/dashboard/wallet');
    expect(appPath('/dashboard/overview?modal=accept-terms&tab=2')).toBe('/dashboard/overview?modal=accept-terms&tab=2');
  });

  it.each([...SCRIPT_OR_DATA, ...PROTOCOL_RELATIVE, ...NOT_ADDRESSES])('rejects %j', (link) => {
    expect(appPath(link)).toBeNull();
  });

  it('rejects other origins, even absolute addresses of this very site', () => {
    for (const link of ['https://evil.example/dashboard', 'http://127.0.0.1/dashboard', 'https:/evil.example', 'https:evil.example']) {
      expect(appPath(link)).toBeNull();
    }
  });

  it('rejects markup and spaces that could break out of an attribute', () => {
    for (const link of ['/a b', '/a"onmouseover=x', "/a'x", '/a<svg>', '/a\nb']) expect(appPath(link)).toBeNull();
  });

  it('is the check the notifications use', () => {
    expect(notificationPath).toBe(appPath);
  });
});

describe('safeHttpUrl / safeHttpsUrl / safeExternalUrl (links that leave the app)', () => {
  it('keeps http(s) addresses, normalised', () => {
    expect(safeHttpUrl('https://go.example.com/c/abc?x=1')).toBe('https://go.example.com/c/abc?x=1');
    expect(safeHttpUrl('HTTP://Go.Example.com')).toBe('http://go.example.com/');
    expect(safeHttpsUrl('https://cdn.example.com/v.mp4')).toBe('https://cdn.example.com/v.mp4');
  });

  it.each([...SCRIPT_OR_DATA, ...PROTOCOL_RELATIVE, ...NOT_ADDRESSES])('rejects %j', (value) => {
    expect(safeHttpUrl(value)).toBeNull();
    expect(safeHttpsUrl(value)).toBeNull();
    expect(safeExternalUrl(value, { protocols: ['https:', 'mailto:'] })).toBeNull();
  });

  it('rejects credentials in the address', () => {
    expect(safeHttpUrl('https://user:pw@example.com/')).toBeNull();
    expect(safeHttpUrl('https://user@example.com/')).toBeNull();
  });

  it('https only where asked (frames, players)', () => {
    expect(safeHttpsUrl('http://example.com/')).toBeNull();
    expect(guideVideoFrom('http://example.com/guide.mp4')).toBeNull();
    for (const value of SCRIPT_OR_DATA) expect(guideVideoFrom(value)).toBeNull();
  });

  it('mailto only where allowed (the support button)', () => {
    expect(safeExternalUrl('mailto:help@example.com')).toBeNull();
    expect(safeExternalUrl('mailto:help@example.com', { protocols: ['https:', 'mailto:'] })).toBe('mailto:help@example.com');
  });
});

describe('isMediaId (the only media ids the app asks for)', () => {
  it('accepts a contract-shaped id', () => {
    expect(isMediaId('abc_123-X')).toBe(true);
    expect(isMediaId('media-11')).toBe(true);
  });

  it('refuses ids that could steer the call elsewhere', () => {
    for (const id of [
      '../me/profile',
      'a/b',
      '//evil.example',
      'javascript:alert(1)',
      'a?x=1',
      'a#b',
      '',
      null,
      undefined,
      'x'.repeat(65),
    ]) {
      expect(isMediaId(id)).toBe(false);
    }
  });
});
