// The provider's error causes live with the app (src/lib/pagfast-causes.ts), which must not import
// the mock; the seed keeps importing them from here.
export * from '@/lib/pagfast-causes';
