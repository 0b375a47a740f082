// Local storage keys the app owns. The token key is fixed by the spec (§3).
export const storageKeys = {
  token: 'token',
  tokenExpiresAt: 'token.expiresAt',
  version: 'app.version',
  tour: 'tour',
  locale: 'locale',
  colorScheme: 'mantine-color-scheme-value',
} as const;
