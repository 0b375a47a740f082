import { describe, expect, it } from 'vitest';
import { resolveApiTarget } from './api-base';

const at = (hostname: string, protocol = 'https:') => ({ hostname, protocol, host: hostname });

describe('API host by page address', () => {
  it('uses the in-browser mock on localhost', () => {
    expect(resolveApiTarget(at('localhost', 'http:'), undefined, null)).toEqual({ mode: 'mock', baseUrl: '', wsUrl: 'ws://localhost' });
  });
  it('maps each deployment to its API', () => {
    expect(resolveApiTarget(at('parceiros.brand.bet.br'), undefined, null).baseUrl).toBe('https://api.brand.bet.br');
    expect(resolveApiTarget(at('staging.parceiros.brand.bet.br'), undefined, null).baseUrl).toBe('https://api-staging.brand.bet.br');
    expect(resolveApiTarget(at('dev.parceiros.brand.bet.br'), undefined, null).wsUrl).toBe('wss://api-dev.brand.bet.br');
  });
  it('lets VITE_API_URL point anywhere', () => {
    expect(resolveApiTarget(at('localhost', 'http:'), 'http://10.0.0.5:8080/', null)).toMatchObject({
      mode: 'remote',
      baseUrl: 'http://10.0.0.5:8080',
    });
  });
  it('accepts a local override only for a loopback API', () => {
    expect(resolveApiTarget(at('127.0.0.1', 'http:'), undefined, 'http://127.0.0.1:4000').baseUrl).toBe('http://127.0.0.1:4000');
    expect(resolveApiTarget(at('127.0.0.1', 'http:'), undefined, 'https://evil.example').mode).toBe('mock');
  });
});
