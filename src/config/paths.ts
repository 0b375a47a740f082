// Every route of spec §2, in one place.
export const paths = {
  home: '/',
  auth: '/auth',
  logout: '/auth/logout',
  dashboard: '/dashboard',
  overview: '/dashboard/overview',
} as const;
