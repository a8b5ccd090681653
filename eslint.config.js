import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layer rule of DESIGN.md, checked on every lint:
 *   domain       → domain, and pure libraries (zod, otpauth)
 *   application  → application, domain (+ inversify for @injectable/@inject)
 *   adapters     → application, domain, other adapters, their own libraries
 *   ui           → application, domain, ui, React libraries — never adapters
 *   composition root (src/container.ts, src/main.tsx) → everything; no layer may import it
 */
const layers = {
  domain: { allow: ['domain'], external: ['zod', 'otpauth'] },
  application: { allow: ['domain', 'application'], external: ['inversify'] },
  adapters: { allow: ['domain', 'application', 'adapters'], external: null },
  ui: { allow: ['domain', 'application', 'ui'], external: null },
};

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'coverage', 'playwright-report', 'test-results', 'reports', 'public', 'scripts/*.mjs', '*.tmp.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['scripts/**/*.mjs'], languageOptions: { globals: globals.node } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render text as text (DESIGN.md, Security).' },
      ],
    },
  },
  {
    // Node scripts (scripts/lib/*.mjs; scripts/*.mjs are ignored above): Node's globals.
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/ui/components/Tooltip.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['@radix-ui/themes', 'radix-ui'].map((name) => ({
            name,
            importNames: ['Tooltip'],
            message: 'Use src/ui/components/Tooltip: the app Theme has no tooltip provider in the build.',
          })),
        },
      ],
    },
  },
  {
    files: ['src/ui/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    // The composition root may import every layer: it is where adapters are chosen. Any other file
    // directly in src/ belongs to no layer and fails boundaries/no-unknown-files.
    ignores: ['src/container.ts', 'src/main.tsx', 'src/vite-env.d.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/include': ['src/**/*'],
      'boundaries/elements': [
        { type: 'domain', pattern: 'src/domain' },
        { type: 'application', pattern: 'src/application' },
        { type: 'adapters', pattern: 'src/adapters' },
        { type: 'ui', pattern: 'src/ui' },
      ],
    },
    rules: {
      'boundaries/no-unknown-files': 'error',
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          checkAllOrigins: true,
          checkUnknownLocals: true,
          policies: [
            ...Object.entries(layers).flatMap(([from, { allow, external }]) => [
              { from: { element: { type: from } }, allow: { to: { element: { type: allow } } } },
              {
                from: { element: { type: from } },
                allow: { to: { module: external ? { origin: 'external', source: external } : { origin: 'external' } } },
              },
            ]),
          ],
        },
      ],
    },
  },
);
