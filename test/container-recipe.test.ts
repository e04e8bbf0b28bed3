// Issue 18 item 3: the container recipe (Dockerfile, .dockerignore, compose.yaml, deploy/Caddyfile) agrees
// with the code it packages. Docker-free: it reads the files; it never builds or runs an image.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONFIG_VARIABLES, configFromEnv } from '../packages/server/src/config.ts';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const manifest = JSON.parse(read('package.json')) as {
  scripts: Record<string, string>;
  workspaces: string[];
};

interface Instruction {
  keyword: string;
  argument: string;
}

/** Dockerfile instructions per stage (continuation lines joined, comments dropped). */
function dockerStages(text: string): Instruction[][] {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages: Instruction[][] = [];
  for (const line of lines) {
    const match = /^(\w+)\s+(.*)$/.exec(line);
    if (!match?.[1] || match[2] === undefined) continue;
    const instruction = { keyword: match[1].toUpperCase(), argument: match[2] };
    if (instruction.keyword === 'FROM') stages.push([]);
    stages.at(-1)?.push(instruction);
  }
  return stages;
}

const stages = dockerStages(read('Dockerfile'));
const runtime = stages.at(-1) ?? [];
const all = (stage: Instruction[], keyword: string) =>
  stage.filter((instruction) => instruction.keyword === keyword).map((instruction) => instruction.argument);
const runtimeEnv = Object.fromEntries(
  all(runtime, 'ENV').flatMap((argument) =>
    [...argument.matchAll(/(\w+)=(\S+)/g)].map((pair) => [pair[1] as string, pair[2] as string]),
  ),
);

/** `npm start` as words, its leading `NAME=value` assignments apart: the part after the build. */
function startCommand() {
  const last = manifest.scripts.start?.split('&&').at(-1)?.trim().split(/\s+/) ?? [];
  const assignments = last.filter((word) => /^\w+=/.test(word));
  return { env: assignments, command: last.slice(assignments.length) };
}

/** ${NAME:?message}, ${NAME:-default} and ${NAME} as a deployment would fill them in. */
function substitute(value: string, given: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::([?-])([^}]*))?\}/g, (_, name: string, kind?: string, rest?: string) => {
    if (given[name] !== undefined) return given[name];
    if (kind === '-') return rest ?? '';
    if (kind === '?') throw new Error(`${name} is required: ${rest}`);
    return '';
  });
}

interface ComposeService {
  build?: unknown;
  image?: string;
  environment?: Record<string, string | number | boolean | null>;
  volumes?: string[];
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
}
const compose = parse(read('compose.yaml'), { merge: true }) as {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
};
const serverServices = Object.entries(compose.services).filter(([, service]) => service.build !== undefined);
const SECRETS = {
  POSTGRES_PASSWORD: 'example-database-password',
  NONCE_SECRET: 'an-example-nonce-secret-of-forty-characters',
};
const environmentOf = (service: ComposeService) =>
  Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([name, value]) => [
      name,
      substitute(String(value ?? ''), SECRETS),
    ]),
  );

describe('Dockerfile', () => {
  it('builds on Node 20 LTS in every stage', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const bases = new Map<string, string>();
    for (const stage of stages) {
      const [image = '', , name] = stage[0]?.argument.split(/\s+/) ?? [];
      const base = bases.get(image) ?? image;
      expect(base).toMatch(/^node:20[-.\w]*$/);
      if (name) bases.set(name, base);
    }
  });

  it('installs with npm ci from the lock file and builds before the runtime stage', () => {
    const earlier = stages.slice(0, -1).flat();
    expect(earlier.some((i) => i.keyword === 'RUN' && /\bnpm ci\b/.test(i.argument))).toBe(true);
    expect(earlier.some((i) => i.keyword === 'RUN' && /\bnpm run build\b/.test(i.argument))).toBe(true);
    // npm start builds first; the image builds once, at image build time.
    expect(manifest.scripts.start).toMatch(/^npm run build && /);
    expect(all(runtime, 'RUN').join('\n')).not.toMatch(/npm (ci|install|run build)/);
  });

  it('copies every workspace manifest before npm ci, so the lock file installs all of them', () => {
    const copied = all(stages[0] ?? [], 'COPY').flatMap((argument) => argument.split(/\s+/).slice(0, -1));
    for (const workspace of manifest.workspaces) expect(copied).toContain(`${workspace}/package.json`);
    expect(copied).toContain('package-lock.json');
  });

  it('runs what npm start runs once the build is done, with the same environment', () => {
    const { env, command } = startCommand();
    const cmd = all(runtime, 'CMD').at(-1) ?? '';
    expect(JSON.parse(cmd)).toEqual(command);
    for (const assignment of env) {
      const [name, value] = assignment.split('=');
      expect(runtimeEnv[name as string]).toBe(value);
    }
    const main = command.find((word) => word.endsWith('.ts')) ?? '';
    expect(fs.existsSync(path.join(root, main))).toBe(true);
    const copiedToRuntime = all(runtime, 'COPY').map((argument) => argument.split(/\s+/).at(-1) ?? '');
    expect(copiedToRuntime).toContain('./packages');
    expect(copiedToRuntime).toContain('./dist');
    expect(copiedToRuntime).toContain('./node_modules');
  });

  it('runs as a user other than root, with a health check on /healthz and the port it exposes', () => {
    const user = all(runtime, 'USER').at(-1);
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    expect(all(runtime, 'HEALTHCHECK').join(' ')).toContain('/healthz');
    expect(all(runtime, 'EXPOSE')).toEqual([runtimeEnv.PORT]);
    expect(runtimeEnv.HOST).toBe('0.0.0.0');
    expect(all(runtime, 'VOLUME').join(' ')).toContain(runtimeEnv.DATA_DIR);
  });

  it('sets only variables the server reads (besides NODE_ENV)', () => {
    for (const name of Object.keys(runtimeEnv)) expect([...CONFIG_VARIABLES, 'NODE_ENV']).toContain(name);
    expect(() => configFromEnv(runtimeEnv)).not.toThrow();
  });
});

describe('.dockerignore', () => {
  const patterns = read('.dockerignore')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  /** Docker's rule: the last pattern that matches decides; `!` keeps. */
  const ignored = (file: string) => {
    let result = false;
    for (const pattern of patterns) {
      const keep = pattern.startsWith('!');
      const glob = keep ? pattern.slice(1) : pattern;
      const regex = new RegExp(
        `^${glob
          .replace(/[.+^${}()|[\]\\]/g, '\\$&')
          .replace(/\*\*\//g, 'DOUBLESTAR')
          .replace(/\*/g, '[^/]*')
          .replace(/DOUBLESTAR/g, '(.*/)?')}(/.*)?$`,
      );
      if (regex.test(file)) result = !keep;
    }
    return result;
  };

  it('leaves out node_modules, .git, build output, data and tests', () => {
    for (const file of [
      'node_modules/react/package.json',
      'packages/server/node_modules/x',
      '.git/HEAD',
      'dist/assets/loader.js',
      'data/site-widgets.sqlite',
      'packages/server/test/instances.test.ts',
      'e2e/reviews.e2e.ts',
    ])
      expect(ignored(file), file).toBe(true);
  });

  it('keeps what npm ci and the build need', () => {
    const needed = [
      'package.json',
      'package-lock.json',
      'tsconfig.json',
      'packages/server/src/main.ts',
      'packages/loader/vite.config.ts',
      'site/public/site.css',
      ...(manifest.scripts.build?.match(/scripts\/[\w-]+\.m?[jt]s/g) ?? []),
      ...manifest.workspaces.map((workspace) => `${workspace}/package.json`),
    ];
    expect(needed).toContain('scripts/compress-assets.mjs');
    for (const file of needed) expect(ignored(file), file).toBe(false);
  });
});

describe('compose.yaml', () => {
  it('runs two server instances from this Dockerfile, PostgreSQL and Caddy', () => {
    expect(serverServices.map(([name]) => name)).toEqual(['web1', 'web2']);
    expect(compose.services.postgres?.image).toMatch(/^postgres:/);
    expect(compose.services.caddy?.image).toMatch(/^caddy:/);
  });

  it('sets only variables the server reads, and they parse with its own config schema', () => {
    for (const [name, service] of serverServices) {
      const environment = environmentOf(service);
      for (const variable of Object.keys(environment))
        expect([...CONFIG_VARIABLES, 'NODE_ENV'], `${name}: ${variable}`).toContain(variable);
      const config = configFromEnv(environment);
      expect(config.databaseUrl).toMatch(/^postgres:\/\/site:[^@]+@postgres:5432\/site$/);
      expect(config.host).toBe('0.0.0.0');
      expect(config.nonceSecret).toBe(SECRETS.NONCE_SECRET);
      expect(config.trustProxy).toBeDefined();
    }
  });

  it('refuses to start without the secrets every instance must share', () => {
    const [, service] = serverServices[0] ?? [];
    const raw = service?.environment ?? {};
    expect(() => substitute(String(raw.NONCE_SECRET), {})).toThrow(/NONCE_SECRET is required/);
    expect(() => substitute(String(raw.DATABASE_URL), {})).toThrow(/POSTGRES_PASSWORD is required/);
  });

  it('gives every instance the same database, secret, lease and data volume', () => {
    const shared = [
      'DATABASE_URL',
      'NONCE_SECRET',
      'OUTBOX_LEASE_SECONDS',
      'DATA_DIR',
      'PORT',
      'TRUST_PROXY',
    ];
    const [first, ...others] = serverServices.map(([, service]) => environmentOf(service));
    for (const other of others) for (const name of shared) expect(other[name], name).toBe(first?.[name]);
    const dataDir = first?.DATA_DIR;
    const mounts = serverServices.map(([, service]) =>
      (service.volumes ?? []).find((volume) => volume.endsWith(`:${dataDir}`)),
    );
    expect(new Set(mounts).size).toBe(1);
    const volume = mounts[0]?.split(':')[0] ?? '';
    expect(Object.keys(compose.volumes)).toContain(volume);
  });

  it('gives the database the user, password and name the instances connect with', () => {
    const postgres = environmentOf(compose.services.postgres ?? {});
    const url = new URL(environmentOf(serverServices[0]?.[1] ?? {}).DATABASE_URL ?? '');
    expect(url.username).toBe(postgres.POSTGRES_USER);
    expect(url.password).toBe(postgres.POSTGRES_PASSWORD);
    expect(url.pathname).toBe(`/${postgres.POSTGRES_DB}`);
  });

  it('starts the second instance after the first is healthy (no two seeds or first migrations at once)', () => {
    expect(compose.services.web2?.depends_on?.web1?.condition).toBe('service_healthy');
    expect(compose.services.web1?.depends_on?.postgres?.condition).toBe('service_healthy');
  });
});

describe('deploy/Caddyfile', () => {
  const caddyfile = read('deploy/Caddyfile');

  it('balances over exactly the server services, on the port they listen on', () => {
    const upstreams = /reverse_proxy\s+([^{\n]+)/.exec(caddyfile)?.[1]?.trim().split(/\s+/) ?? [];
    const port = environmentOf(serverServices[0]?.[1] ?? {}).PORT;
    expect(upstreams).toEqual(serverServices.map(([name]) => `${name}:${port}`));
    expect(caddyfile).toMatch(/lb_policy\s+\w+/);
    expect(caddyfile).toMatch(/health_uri\s+\/healthz/);
  });

  it('is the file compose mounts into Caddy', () => {
    expect(compose.services.caddy?.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
  });
});
