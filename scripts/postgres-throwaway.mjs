// A throwaway PostgreSQL cluster for the test suite: initdb into a temp folder, start on a free port
// with fsync off, stop and delete afterwards. Uses Debian's postgresql package (.ci/run installs it).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

function findBinDir() {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base) ? fs.readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const dir = path.join(base, version, 'bin');
    if (fs.existsSync(path.join(dir, 'initdb'))) return dir;
  }
  throw new Error(
    'PostgreSQL server binaries not found under /usr/lib/postgresql: apt-get install postgresql, or set DATABASE_URL_TEST',
  );
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts a cluster and returns its URL and a stop function. */
export async function startThrowawayPostgres() {
  const bin = findBinDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-pg-'));
  const dataDir = path.join(dir, 'data');
  const socketDir = dir;
  // initdb refuses to run as root; run the server as the postgres user then.
  const asRoot = process.getuid?.() === 0;
  const run = (cmd, args) => {
    const full = asRoot ? ['-u', 'postgres', '--', path.join(bin, cmd), ...args] : args;
    const result = spawnSync(asRoot ? 'runuser' : path.join(bin, cmd), full, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${cmd} failed: ${result.stderr || result.stdout}`);
  };
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const port = await freePort();
  run('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
