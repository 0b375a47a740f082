import type { Plugin } from 'vite';
export function dependencyPatches(): Plugin;
