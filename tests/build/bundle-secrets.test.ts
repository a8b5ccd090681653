import { describe, expect, it } from 'vitest';
import { findSecrets } from '../../scripts/lib/bundle-secrets.mjs';
import { fakeJwt } from '../support/fake-jwt';

describe('the bundle secrets check', () => {
  it('finds a service-role JWT, by its shape and by its claim', () => {
    const text = `const key="${fakeJwt({ role: 'service_role', iss: 'supabase' })}";`;
    const findings = findSecrets('dist/assets/a.js', text);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatch(/^dist\/assets\/a\.js: a JWT at offset 11 \(eyJ/);
    expect(findSecrets('a.js', 'createClient(url, process.env.SERVICE_ROLE_KEY)')).toEqual(["a.js: the word 'service_role' at offset 30 (SERVICE_ROLE)"]);
  });

  it('finds an anon JWT too (it belongs in the build environment, not the code) and a Supabase secret key', () => {
    expect(findSecrets('a.js', fakeJwt({ role: 'anon' }))).toHaveLength(1);
    expect(findSecrets('a.js', 'key:"sb_secret_0123456789abcdef"')).toEqual(['a.js: a Supabase secret key at offset 5 (sb_secret_01…)']);
  });

  it('passes ordinary code, including base64 that is not a JWT', () => {
    const text = 'const a="eyJhbGciOiJIUzI1NiJ9";fetch("/rest/v1/products?select=*");const role="authenticated";';
    expect(findSecrets('a.js', text)).toEqual([]);
  });
});
