/** Types of scripts/tools.js, for the tests that run kubectl and promtool. */
export function locate(name: string, env?: NodeJS.ProcessEnv): string | null;
export function checkTools(env?: NodeJS.ProcessEnv): string[];
export function ensureTools(env?: NodeJS.ProcessEnv): string[];
export const TOOLS_BIN: string;
export function chromiumPath(env?: NodeJS.ProcessEnv): string | null;
