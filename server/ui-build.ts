import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Inputs whose change means the built UI is stale. */
const UI_INPUTS = ['ui', 'domain', 'content', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

const newestMtime = (entry: string): number => {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), stat.mtimeMs);
};

/** True when dist/ is missing or older than any UI input, so `npm start` rebuilds only when needed. */
export const uiBuildIsStale = (root: string, outDir: string): boolean => {
  const builtAt = newestMtime(path.join(outDir, 'index.html'));
  if (builtAt === 0) return true;
  return UI_INPUTS.some((input) => newestMtime(path.join(root, input)) > builtAt);
};

export const buildUi = async (root: string): Promise<void> => {
  // Vite is loaded only when a build is needed, so a warm start stays fast.
  const { build } = await import('vite');
  await build({ root, logLevel: 'warn' });
};
