// Types of scripts/route-preload.mjs for vite.config.ts.
import type { Plugin } from 'vite';

export function routePreload(): Plugin;
