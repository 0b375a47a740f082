export const CHROMIUM_PATH: string;
export const chromiumArgs: string[];
