import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, createServer, preview } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { refuseSecretKeys, secretKeysIn } from '../../build/refuse-secret-keys';
import { supabaseKeyKind } from '../../src/composition/supabase/supabase-key';
import { fakeJwt } from '../support/fake-jwt';

const SERVICE_KEY = fakeJwt({ iss: 'supabase', role: 'service_role' });
const ANON_KEY = fakeJwt({ iss: 'supabase', role: 'anon' });

describe('the key rule (src/composition/supabase/supabase-key.ts)', () => {
  it('tells the public keys from the secret ones, and says when a value is no key at all', () => {
    expect(supabaseKeyKind(ANON_KEY)).toEqual({ kind: 'public' });
    expect(supabaseKeyKind('sb_publishable_abc123')).toEqual({ kind: 'public' });
    expect(supabaseKeyKind(SERVICE_KEY)).toEqual({ kind: 'secret', role: 'service_role' });
    expect(supabaseKeyKind(` ${SERVICE_KEY}\n`)).toEqual({ kind: 'secret', role: 'service_role' });
    expect(supabaseKeyKind('sb_secret_abc123')).toEqual({ kind: 'secret', role: undefined });
    // A signed-in user's access token is no project key either.
    expect(supabaseKeyKind(fakeJwt({ role: 'authenticated' }))).toEqual({ kind: 'secret', role: 'authenticated' });
    // Not keys: the settings page names them (readSupabaseSettings); nothing secret to refuse here.
    for (const value of ['', 'hunter2', 'https://abcdefgh.supabase.co', 'eyJhbGciOiJIUzI1NiJ9', `${ANON_KEY.split('.')[0]}.eyJub3QganNvbg.sig`, fakeJwt({ iss: 'x' })])
      expect(supabaseKeyKind(value), value).toEqual({ kind: 'unknown' });
  });
});

describe('secretKeysIn', () => {
  it('names each VITE_ variable that holds a secret key, never its value', () => {
    const found = secretKeysIn({
      VITE_SUPABASE_URL: 'https://abcdefgh.supabase.co',
      VITE_SUPABASE_ANON_KEY: SERVICE_KEY,
      VITE_OTHER: 'sb_secret_0123456789',
      MODE: 'production',
      DEV: false,
    });
    expect(found).toEqual(['VITE_SUPABASE_ANON_KEY is a JWT with the role "service_role"', 'VITE_OTHER is a Supabase secret key (sb_secret_…)']);
    expect(found.join()).not.toContain(SERVICE_KEY);
  });

  it('passes the anon and the publishable key', () => {
    expect(secretKeysIn({ VITE_STORAGE: 'supabase', VITE_SUPABASE_ANON_KEY: ANON_KEY })).toEqual([]);
    expect(secretKeysIn({ VITE_SUPABASE_ANON_KEY: 'sb_publishable_abc123' })).toEqual([]);
  });
});

const repo = fileURLToPath(new URL('../../', import.meta.url));
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A folder with a `.env` of these variables, for Vite's envDir (never the project's own). */
function envDir(variables: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'refuse-secret-keys-'));
  dirs.push(dir);
  writeFileSync(join(dir, '.env'), Object.entries(variables).map(([name, value]) => `${name}=${value}\n`).join(''));
  return dir;
}

const SECRET_ENV = { VITE_STORAGE: 'supabase', VITE_SUPABASE_URL: 'https://abcdefgh.supabase.co', VITE_SUPABASE_ANON_KEY: SERVICE_KEY };
const REFUSAL = /refuse-secret-keys: VITE_SUPABASE_ANON_KEY is a JWT with the role "service_role"[\s\S]*anon \(public\) key/;

/** The outcome of starting something that must not start: its error, or 'started' (then stopped). */
async function outcome(start: () => Promise<{ close(): Promise<void> }>): Promise<unknown> {
  return start().then(
    async (started) => {
      await started.close();
      return 'started';
    },
    (error: unknown) => error,
  );
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describe('the store’s Vite config with a service-role key in VITE_SUPABASE_ANON_KEY', () => {
  // The real vite.config.ts: the plugin refuses in configResolved, before a module is bundled.
  const configFile = join(repo, 'vite.config.ts');

  it('fails `vite build`, naming the variable and the key to use instead, and writes nothing', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'refuse-secret-keys-out-'));
    dirs.push(outDir);
    const error = await build({
      configFile,
      envDir: envDir(SECRET_ENV),
      logLevel: 'silent',
      build: { outDir, emptyOutDir: false },
    }).then(() => 'built', (reason: unknown) => reason);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(REFUSAL);
    expect((error as Error).message).not.toContain(SERVICE_KEY);
    expect(readdirSync(outDir)).toEqual([]);
  });

  it('fails the dev server and `vite preview` too', async () => {
    const dir = envDir(SECRET_ENV);
    const dev = await outcome(() => createServer({ configFile, envDir: dir, logLevel: 'silent', server: { port: 0, watch: null } }));
    expect(dev).toBeInstanceOf(Error);
    expect((dev as Error).message).toMatch(REFUSAL);
    const port = await freePort();
    const served = await outcome(async () => {
      const server = await preview({ configFile, envDir: dir, logLevel: 'silent', preview: { port, strictPort: true, open: false } });
      return { close: () => server.close() };
    });
    expect(served).toBeInstanceOf(Error);
    expect((served as Error).message).toMatch(REFUSAL);
  });
});

describe('refuseSecretKeys in a build of its own', () => {
  /** A one-module site, built in memory with this plugin alone. */
  function site(): string {
    const root = mkdtempSync(join(tmpdir(), 'refuse-secret-keys-site-'));
    dirs.push(root);
    writeFileSync(join(root, 'index.html'), '<!doctype html><script type="module" src="./main.js"></script>');
    writeFileSync(join(root, 'main.js'), 'document.title = import.meta.env.VITE_SUPABASE_ANON_KEY;\n');
    return root;
  }
  const buildSite = (root: string, variables: Record<string, string>) =>
    build({ configFile: false, root, envDir: envDir(variables), logLevel: 'silent', plugins: [refuseSecretKeys()], build: { write: false } });

  it('builds with the anon key, and refuses an sb_secret_ key', async () => {
    const root = site();
    await expect(buildSite(root, { VITE_SUPABASE_ANON_KEY: ANON_KEY })).resolves.toBeDefined();
    await expect(buildSite(root, { VITE_SUPABASE_ANON_KEY: 'sb_secret_0123456789abcdef' })).rejects.toThrow(
      'refuse-secret-keys: VITE_SUPABASE_ANON_KEY is a Supabase secret key (sb_secret_…).',
    );
  });
});
