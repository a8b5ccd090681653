// What must never ship in the browser bundle (issue 12, DESIGN.md Security): a Supabase service-role
// key bypasses row-level security, so the bundle may hold only the anon key, and that only from the
// build's environment, never written in the code. The checks look for the shapes, not for known keys.

const PATTERNS = [
  // The claim a service-role JWT carries, and the name anyone would give its variable.
  { name: "the word 'service_role'", pattern: /service_role/gi },
  // Any JWT (header and payload are base64url JSON, so both start with "eyJ"): the anon key too, which
  // belongs in the environment the store is built with, not in the code.
  { name: 'a JWT', pattern: /eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/g },
  // Supabase's newer API keys: the secret kind is the service role's successor.
  { name: 'a Supabase secret key', pattern: /sb_secret_[A-Za-z0-9_-]{10,}/g },
];

/**
 * The secrets-shaped strings in one file's text.
 * @param {string} file the file's name, for the report
 * @param {string} text its contents
 * @returns {string[]} one line per finding: the file, what was found, and where
 */
export function findSecrets(file, text) {
  const findings = [];
  for (const { name, pattern } of PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const shown = match[0].length > 24 ? `${match[0].slice(0, 12)}…` : match[0];
      findings.push(`${file}: ${name} at offset ${match.index} (${shown})`);
    }
  }
  return findings;
}
