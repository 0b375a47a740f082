// Types of scripts/precompile-messages.mjs for vite.config.ts.
import type { Plugin } from 'vite';

export function precompileMessages(): Plugin[];
