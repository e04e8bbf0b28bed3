import fs from 'node:fs/promises';
import path from 'node:path';
import type { RemoteCsv, RemoteCsvResult } from './remote-csv.ts';

/** The largest site file read as a CSV source, in bytes. */
const MAX_LOCAL_BYTES = 512 * 1024;

/**
 * Reads a chart's or table's CSV source as the owner set it: a path on this site (`/site/…csv`, read
 * from the site's public folder, never outside it) or an http(s) URL, fetched through the guarded
 * remote reader. The browser never gives the URL; it names the widget id.
 */
export function createCsvSource(deps: { remote: RemoteCsv; siteDir: string }) {
  const root = path.resolve(deps.siteDir);
  return async function readCsv(url: string): Promise<RemoteCsvResult> {
    if (url.startsWith('/') && !url.startsWith('//')) {
      const match = /^\/site\/((?:[\w-]+\/)*[\w-]+\.csv)$/.exec(url);
      const file = match?.[1] ? path.resolve(root, match[1]) : '';
      if (!file.startsWith(root + path.sep)) {
        return {
          ok: false,
          message: 'The CSV file could not be read: a site path must be a .csv under /site/.',
        };
      }
      try {
        const stat = await fs.stat(file);
        if (stat.size > MAX_LOCAL_BYTES) {
          return {
            ok: false,
            message: `The CSV file could not be read: the file is larger than ${MAX_LOCAL_BYTES} bytes.`,
          };
        }
        return { ok: true, text: await fs.readFile(file, 'utf8') };
      } catch {
        return { ok: false, message: 'The CSV file could not be read: there is no such file.' };
      }
    }
    return deps.remote.read(url);
  };
}

export type CsvSource = ReturnType<typeof createCsvSource>;
