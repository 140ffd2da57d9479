import { existsSync } from 'node:fs';
import path from 'node:path';

const findRoot = (from: string): string => {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
};

/**
 * The folder that holds package.json. Files shipped beside the code (migrations, the gazetteer,
 * the built site) are found from it, so they are found the same whether the server runs from
 * its sources or from its compiled bundle in `dist-server/`.
 */
export const PROJECT_ROOT = findRoot(import.meta.dirname);
