// The one test command (`npm test`): build, type-check, lint, the unit/view/server suites (server on
// SQLite and PostgreSQL), then the end-to-end suite in Chromium. Ends with `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, '.test-results');
fs.rmSync(results, { recursive: true, force: true });
fs.mkdirSync(results, { recursive: true });

let passed = 0;
let failed = 0;
let skipped = 0;

const timings = [];

function run(label, command, args) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  const seconds = Math.round((Date.now() - started) / 1000);
  timings.push(`${label}: ${seconds} s`);
  console.log(`⏱ ${label}: ${seconds} s`);
  return result.status === 0;
}

/** A step that is one check (build, types, lint): counts as one passed or failed test. */
function check(label, command, args) {
  if (run(label, command, args)) passed++;
  else {
    failed++;
    console.log(`✗ ${label} failed`);
  }
}

/** A Vitest run: counts its tests from its JSON report. */
function suite(label, args) {
  const report = path.join(results, `${label}.json`);
  const ok = run(label, 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...args,
  ]);
  try {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    passed += json.numPassedTests;
    failed += json.numFailedTests;
    skipped += json.numPendingTests + json.numTodoTests;
    // A suite that failed to start (setup error) reports no failed test: count it as one.
    if (!ok && json.numFailedTests === 0) failed++;
  } catch {
    failed++;
    console.log(`✗ ${label}: no report (the run did not complete)`);
  }
}

check('build (vite)', 'npm', ['run', '--silent', 'build']);
check('type-check (tsc)', 'npx', ['tsc', '-p', 'tsconfig.json']);
check('lint and format (biome)', 'npx', ['biome', 'check', '--error-on-warnings', '.']);
suite('unit-widgets-server', []);
suite('e2e', ['--config', 'e2e/vitest.config.ts']);

const summary = `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
fs.writeFileSync(path.join(results, 'summary.txt'), `${summary}\n`);
console.log(`\n${timings.join('\n')}`);
console.log(`\n${summary}`);
process.exit(failed ? 1 : 0);
