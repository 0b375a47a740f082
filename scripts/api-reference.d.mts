/** The partner API reference page (scripts/api-reference.mjs). */
export const REFERENCE_DIR: string;
export function partnerReference(contract?: unknown): {
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>>;
  components: Record<string, Record<string, unknown>>;
  tags: { name: string }[];
};
export function referenceFiles(): Record<string, string | Uint8Array>;
export function contentType(name: string): string;
