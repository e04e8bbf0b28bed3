import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PageBoot } from '@site-widgets/site';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
/** Where the build writes the pages' inline start script (packages/loader/vite.boot.config.ts). */
export const PAGE_BOOT_FILE = path.join(root, 'dist/boot/page-boot.js');

/** The start script and the CSP source that allows exactly it (`'sha256-…'`). */
export interface PageBootScript extends PageBoot {
  cspSource: string;
}

let read: { file: string; boot: PageBootScript | undefined } | undefined;

/**
 * Issue 10: the inline start script our pages carry instead of the loader's tag (page-boot.ts in the
 * loader package), read once per process, so the pages and the CSP hash always agree. Not built (or
 * not safe to write inside a script element): undefined, and pages keep the loader's tag.
 */
export function readPageBoot(file = PAGE_BOOT_FILE): PageBootScript | undefined {
  if (read?.file === file) return read.boot;
  let boot: PageBootScript | undefined;
  try {
    const source = fs.readFileSync(file, 'utf8').trim();
    if (source && !/<\/script|<!--/i.test(source)) {
      const hash = createHash('sha256').update(source, 'utf8').digest('base64');
      boot = { source, cspSource: `'sha256-${hash}'` };
    }
  } catch {
    boot = undefined;
  }
  read = { file, boot };
  return boot;
}
