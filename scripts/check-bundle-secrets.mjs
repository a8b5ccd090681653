// Fails when the built bundle (dist/ by default) holds a service-role key, a JWT or a Supabase secret
// key (scripts/lib/bundle-secrets.mjs says why). Run after `npm run build`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findSecrets } from './lib/bundle-secrets.mjs';

const root = process.argv[2] || 'dist';
const TEXT_FILE = /\.(js|mjs|css|html|json|map|txt|svg|webmanifest)$/;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (TEXT_FILE.test(entry.name)) yield path;
  }
}

let count = 0;
const findings = [];
for (const file of files(root)) {
  count++;
  findings.push(...findSecrets(file, readFileSync(file, 'utf8')));
}
if (findings.length > 0) {
  console.error(`Secrets-shaped strings in the bundle (${root}): none may ship to the browser.`);
  for (const finding of findings) console.error(`  ${finding}`);
  process.exit(1);
}
console.log(`no service-role key, JWT or Supabase secret key in ${count} files of ${root}/`);
