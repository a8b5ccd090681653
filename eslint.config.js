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
 *   ui           → application, domain, ui, its React libraries (UI_PACKAGES) — never adapters,
 *                  never a library an adapter wraps (sonner, @supabase/supabase-js …)
 *   composition  (src/composition: the one place that chooses adapters, a module per feature area)
 *                → everything; no layer may import it, and src/main.tsx only calls it
 */
const UI = ['ui-app', 'ui-shell', 'ui-shared', 'ui-feature', 'ui-admin-root', 'ui-admin'];

/**
 * What ui may import from node_modules: React and its router, MobX, Radix, inversify (the
 * view models are @injectable), formik and zod (forms, through the bridge in ui/forms) and vaul (the chat
 * drawer DESIGN.md names). A toast goes through the Notifier port, storage through a repository.
 */
const UI_PACKAGES = [
  'react',
  'react-dom',
  'react-router-dom',
  'mobx',
  'mobx-react-lite',
  '@radix-ui/*',
  'radix-ui',
  'inversify',
  'formik',
  'zod',
  'vaul',
];

const layers = {
  domain: { allow: ['domain'], external: ['zod', 'otpauth'] },
  application: { allow: ['domain', 'application'], external: ['inversify'] },
  adapters: { allow: ['domain', 'application', 'adapters'], external: null },
  composition: { allow: ['domain', 'application', 'adapters', 'composition', ...UI], external: null },
  ...Object.fromEntries(UI.map((type) => [type, { allow: ['domain', 'application'], external: UI_PACKAGES }])),
};

/**
 * Inside ui, by feature (DESIGN.md): app/ mounts the shell and every feature's pages; the shell
 * and every feature build on the shared folders (components/, stores/, hooks/, forms/, lib/) and
 * app/ (paths, the DI hook) only; a feature reaches no other
 * feature (see the policy on captured `feature` below). Of admin/, app/ may import the lazy root
 * alone (src/ui/admin/entry/admin-root.tsx, which the route table loads on demand), and nothing else
 * imports admin/ at all: the storefront never loads it.
 */
const uiGroups = {
  'ui-app': ['ui-app', 'ui-shell', 'ui-shared', 'ui-feature', 'ui-admin-root'],
  'ui-shell': ['ui-shell', 'ui-shared', 'ui-app'],
  'ui-shared': ['ui-shared', 'ui-app'],
  'ui-feature': ['ui-shared', 'ui-app'],
  'ui-admin-root': ['ui-admin', 'ui-shared', 'ui-app'],
  'ui-admin': ['ui-admin', 'ui-shared', 'ui-app'],
};

const NO_INNER_HTML = { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render text as text (DESIGN.md, Security).' };

/**
 * Radix Themes' own class names (rt-Button, rt-SelectTrigger, rt-r-size-2 …) are its private markup:
 * they change without notice between versions, and copying them builds a look-alike of a Radix
 * control (DESIGN.md: a hand-rolled control where Radix has one is a defect). Give a Radix
 * component a className of ours and style that. CSS files are checked by tests/architecture.
 */
const PRIVATE_RADIX_CLASS = 'Radix Themes\' rt-* classes are private: give the component a className of our own (DESIGN.md).';
// `arguments` only as a view model hands its constructor's to makeViewModel (src/ui/lib/view-model.ts),
// which tells the injected services by identity: a constructor with @inject parameters has no rest.
const ARGUMENTS_ONLY_TO_MAKE_VIEW_MODEL = {
  selector: "Identifier[name='arguments']:not(CallExpression[callee.name='makeViewModel'] > Identifier.arguments)",
  message: "Use rest parameters instead of 'arguments' (a view model's constructor hands its own to makeViewModel).",
};
const NO_PRIVATE_RADIX_CLASS = [
  { selector: 'Literal[value=/(^|[\\s.])rt-[A-Za-z]/]', message: PRIVATE_RADIX_CLASS },
  { selector: 'TemplateElement[value.raw=/(^|[\\s.])rt-[A-Za-z]/]', message: PRIVATE_RADIX_CLASS },
];

/**
 * Domain and application are pure (DESIGN.md): time, chance, storage, the page and the network come
 * in through ports (Clock, repositories, stores …) or as arguments (`now: number`, `random`), so
 * that the rules run the same in a test as in the browser.
 */
const IMPURE = 'Domain and application code is pure: take it as an argument or through a port (DESIGN.md).';
const IMPURE_GLOBALS = ['localStorage', 'sessionStorage', 'window', 'fetch'];

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'coverage', 'playwright-report', 'test-results', 'reports', 'public', 'scripts/*.mjs', '*.tmp.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', NO_INNER_HTML],
    },
  },
  {
    files: ['src/domain/**/*.{ts,tsx}', 'src/application/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', ...IMPURE_GLOBALS.map((name) => ({ name, message: IMPURE }))],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: IMPURE },
        { object: 'Math', property: 'random', message: IMPURE },
        // The same globals reached through the global object.
        ...['globalThis', 'self', 'window'].flatMap((object) => IMPURE_GLOBALS.map((property) => ({ object, property, message: IMPURE }))),
      ],
      // Options replace those of the block above for these files: keep its rule too.
      'no-restricted-syntax': [
        'error',
        NO_INNER_HTML,
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: `new Date() reads the clock. ${IMPURE}` },
        { selector: "CallExpression[callee.name='Date'][arguments.length=0]", message: `Date() reads the clock. ${IMPURE}` },
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
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['@radix-ui/themes', 'radix-ui'].map((name) => ({
            name,
            importNames: ['Tooltip'],
            message:
              'The app Theme has no tooltip provider in the build (build/theme-without-tooltip-provider.ts): give tooltips one shared component that brings its own provider, with the spec’s 700/300 ms delays, and let only it import Tooltip.',
          })),
        },
      ],
    },
  },
  {
    // The entry opens the store through the composition and brings the global style sheets; nothing else.
    files: ['src/main.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!\\./composition/|\\./ui/.*\\.css$)', message: 'src/main.tsx only calls src/composition.' }] },
      ],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    // Options replace those of the block for all files: keep its rule too.
    rules: { 'prefer-rest-params': 'off', 'no-restricted-syntax': ['error', NO_INNER_HTML, ...NO_PRIVATE_RADIX_CLASS, ARGUMENTS_ONLY_TO_MAKE_VIEW_MODEL] },
  },
  {
    files: ['src/ui/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    // The entry only calls the composition. Any other file directly in src/ belongs to no layer and
    // fails boundaries/no-unknown-files.
    ignores: ['src/main.tsx', 'src/vite-env.d.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/include': ['src/**/*'],
      'boundaries/elements': [
        { type: 'domain', pattern: 'src/domain' },
        { type: 'application', pattern: 'src/application' },
        { type: 'adapters', pattern: 'src/adapters' },
        { type: 'composition', pattern: 'src/composition' },
        { type: 'ui-app', pattern: 'src/ui/app' },
        { type: 'ui-shell', pattern: 'src/ui/shell' },
        // What the shell, the features and the admin area share, each kind in its folder: components,
        // app-wide stores, hooks, the formik bridge and plain helpers.
        ...['components', 'stores', 'hooks', 'forms', 'lib'].map((kind) => ({ type: 'ui-shared', pattern: `src/ui/${kind}` })),
        { type: 'ui-feature', pattern: 'src/ui/features/*', capture: ['feature'] },
        // Before ui-admin: the first pattern that matches a file gives its type. The folder holds
        // the admin area's lazy root alone.
        { type: 'ui-admin-root', pattern: 'src/ui/admin/entry' },
        { type: 'ui-admin', pattern: 'src/ui/admin' },
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
            ...Object.entries(uiGroups).map(([from, allow]) => ({
              from: { element: { type: from } },
              allow: { to: { element: { type: allow } } },
            })),
            // A feature's own folder: its page, view models, parts and CSS.
            {
              from: { element: { type: 'ui-feature' } },
              allow: { to: { element: { type: 'ui-feature', captured: { feature: '{{ from.element.captured.feature }}' } } } },
            },
          ],
        },
      ],
    },
  },
);
