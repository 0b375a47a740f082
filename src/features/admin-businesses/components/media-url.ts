// Moved to lib/media-url.ts (shared with the partner's documents page); kept for this feature's imports.
export { mediaFrameUrl } from '@/lib/media-url';
