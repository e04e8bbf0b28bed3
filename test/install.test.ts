import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const rootManifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

/** Every package.json under node_modules (scoped and nested ones included). */
function installedManifests(dir: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const folder = path.join(dir, entry.name);
    if (entry.name.startsWith('@')) {
      found.push(...installedManifests(folder));
      continue;
    }
    const manifest = path.join(folder, 'package.json');
    if (fs.existsSync(manifest)) found.push(manifest);
    const nested = path.join(folder, 'node_modules');
    if (fs.existsSync(nested)) found.push(...installedManifests(nested));
  }
  return found;
}

describe('install on Node 20', () => {
  it('no installed package declares an engine range that leaves out our lowest Node 20 (no EBADENGINE)', () => {
    const node20 = semver.minVersion(rootManifest.engines.node)?.version ?? '';
    expect(node20).toMatch(/^20\./);
    const refusing: string[] = [];
    for (const manifest of installedManifests(path.join(root, 'node_modules'))) {
      const { name, version, engines } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
      const range = engines?.node;
      if (typeof range !== 'string' || !semver.validRange(range)) continue;
      if (!semver.satisfies(node20, range)) refusing.push(`${name}@${version} wants node ${range}`);
    }
    expect(refusing).toEqual([]);
  });

  it('npm ci accepts the committed lock file', () => {
    // A copy of the manifests and the lock only: `npm ci --dry-run` checks that they agree without
    // touching this checkout's node_modules.
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'npm-ci-'));
    try {
      fs.copyFileSync(path.join(root, 'package.json'), path.join(copy, 'package.json'));
      fs.copyFileSync(path.join(root, 'package-lock.json'), path.join(copy, 'package-lock.json'));
      for (const workspace of rootManifest.workspaces as string[]) {
        fs.mkdirSync(path.join(copy, workspace), { recursive: true });
        fs.copyFileSync(
          path.join(root, workspace, 'package.json'),
          path.join(copy, workspace, 'package.json'),
        );
      }
      const run = spawnSync('npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], {
        cwd: copy,
        encoding: 'utf8',
      });
      expect(run.stderr.split('\n').filter((line) => line.includes('npm error'))).toEqual([]);
      expect(run.status).toBe(0);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });
});
