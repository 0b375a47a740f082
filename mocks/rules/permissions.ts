// The mock enforces permissions with the app's own module: one table, both spellings.
export { hasPermission, normalizePermission, PERMISSIONS, MASTER_PERMISSION, type Permission } from '@/lib/permissions';
