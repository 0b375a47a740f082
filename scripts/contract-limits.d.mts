// Types of scripts/contract-limits.mjs for orval.config.ts.
export interface ContractLimits {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  assumed: boolean;
  values: Record<string, unknown>;
}
export function contractLimits(doc: unknown): ContractLimits[];
export function contractLimitsModule(doc: unknown): string;
export function writeContractLimits(contractPath: string, outFile: string): void;
