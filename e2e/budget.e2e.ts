import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

describe('the loader', () => {
  it('stays within its budget of 4 KB gzip (issue 2)', () => {
    const loader = fs.readFileSync(path.resolve(import.meta.dirname, '../dist/assets/loader.js'));
    expect(gzipSync(loader, { level: 9 }).length).toBeLessThanOrEqual(4 * 1024);
  });

  it('contains no React and no schema library, which belong in widget chunks', () => {
    const loader = fs.readFileSync(path.resolve(import.meta.dirname, '../dist/assets/loader.js'), 'utf8');
    expect(loader).not.toContain('react.production');
    expect(loader).not.toMatch(/\$ZodType|zod/);
  });
});
