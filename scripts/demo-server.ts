// The demo server as `npm start` runs it (production React, built assets), started in a child process
// for the end-to-end suite and the benchmarks, each in a data directory of its own.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** A port nothing listens on now, on the loopback address. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface DemoServer {
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** SIGTERM, wait for the exit, remove the data directory (unless it was given). */
  stop(): Promise<void>;
}

export interface DemoServerOptions {
  /** Extra environment (DATABASE_URL, SEED_DEMO …). */
  env?: NodeJS.ProcessEnv;
  /** Use this data directory and keep it afterwards; default a fresh temp one, removed on stop. */
  dataDir?: string;
}

/** Starts the server and resolves once `/healthz` answers; throws if it exits or takes over 20 s. */
export async function startDemoServer(options: DemoServerOptions = {}): Promise<DemoServer> {
  if (!fs.existsSync(path.join(root, 'dist/assets/loader.js')))
    throw new Error('dist/assets/loader.js is missing: run `npm run build` first');
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'sw-demo-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      ...options.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, dataDir, child, stop };
    } catch {}
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error('the demo server did not start');
}
