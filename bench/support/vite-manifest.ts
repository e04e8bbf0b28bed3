// What the bundle benches read: Vite's manifest of dist/assets (after `npm run build`), each chunk's
// gzip (level 9) and raw bytes, and the chunks a chunk imports statically (what loads with it).
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export const dist = path.resolve(import.meta.dirname, '../../dist/assets');
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestFile))
  throw new Error('dist/assets/.vite/manifest.json is missing: run `npm run build` first');
export const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;

/** Gzip bytes (level 9) of a file of dist/assets. */
export const gzip = (file: string) => gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
/** Bytes on disk of a file of dist/assets. */
export const raw = (file: string) => fs.statSync(path.join(dist, file)).size;

/** The manifest key (a source path) that ends with `suffix`. */
export function keyOf(suffix: string): string {
  const key = Object.keys(manifest).find((k) => k.endsWith(suffix));
  if (!key) throw new Error(`${suffix} is not in the manifest`);
  return key;
}

/** A chunk and every chunk it imports statically, transitively (what loads with it). */
export function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}
