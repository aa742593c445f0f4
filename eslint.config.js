// The project's lint rules, one flat config for every workspace. Why each choice was made, and what
// to do when a rule fires: docs/contributing.md ("Lint rules and why").
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['mfe-archives', 'mfe-conference', 'mfe-thesis', 'mfe-info'];
const APP_CODE = ['shell/src', ...REMOTES.map((remote) => `${remote}/src`), 'shared/src'];
/** Test code may build a memory router or a store from the packages directly (nothing is federated under Vitest). */
const TEST_CODE = ['**/*.test.{ts,tsx}', '**/test/**', '**/__mocks__/**'];
/** The shared package's facades: the only app files that import react-router, react-redux and Redux Toolkit. */
const FACADES = [
  'shared/src/routing/router.ts',
  'shared/src/routing/useCanonicalTitleSlug.ts',
  'shared/src/routing/useStillShown.ts',
  'shared/src/routing/useListAddress.ts',
  'shared/src/routing/ListRequest.tsx',
  'shared/src/routing/ReplaceAddress.tsx',
  'shared/src/index.ts',
  'shared/src/store/**',
  'shared/src/api/journalApi.ts',
];

// Rule 1 (one router and one store per page): react-router, react-redux and Redux Toolkit are not
// federation singletons (build-kit/federation.mjs), so a direct import would build a second copy into
// a remote with its own context. App code reaches them through `@journal/shared/router` and `@journal/shared`.
const SINGLETONS = {
  group: [
    'react-router',
    'react-router/*',
    'react-router-dom',
    'react-redux',
    '@reduxjs/toolkit',
    '@reduxjs/toolkit/*',
  ],
  message:
    "Import routing and store helpers from '@journal/shared/router' or '@journal/shared' (one router and one store per page).",
  allowTypeImports: true,
};
// Rule 2: the entries every app bundles for itself (`/text`, `/citation`, `/metadata`, `/work`, `/widgets`) import none of the
// shared package's singletons, or each remote would carry its own copy of them.
const SELF_BUNDLED_ENTRY = {
  regex: '^(@journal/shared(/.*)?|\\.\\./(store|api|ui|router|runtimeConfig|index)(/.*|\\.tsx?)?)$',
  message:
    'This entry is bundled into every app: it may not import the shared package singletons (store, api, ui, router).',
  allowTypeImports: true,
};

// Rule 3 (boundaries between the packages): shell, remotes and the shared package meet only at run time
// through federation and the shared package; the Node server helpers stay out of browser code.
const notRemotes = {
  regex: '^(@journal/mfe-|(\\.\\./)+mfe-)',
  message: 'A remote is loaded through federation, never imported.',
};
const notShell = {
  regex: '^(@journal/shell|(\\.\\./)+shell/)',
  message: 'Remotes and the shared package never import the shell.',
};
const notServerKit = {
  regex: '^(@journal/server-kit|fastify$|@fastify/)',
  message: 'Browser code never imports the Node server helpers.',
};
const notSiteServer = {
  regex: '^(@journal/site-server|(\\.\\./)+site-server/)',
  message: 'Browser code never imports the site server (site-server/ is Node code).',
};
const notBuildKit = {
  regex: '^(@journal/build-kit|(\\.\\./)+build-kit/)',
  message: 'Browser code never imports the build tooling (@journal/build-kit runs in Node, at build time).',
};
// A path that climbs out of its workspace into another one's top-level folders. Folders of the same name
// inside a workspace (the shared package's `src/api/`) are its own code, not another workspace.
const notOtherWorkspaces = {
  regex:
    '^(\\.\\./)+(build-kit/|(shared|server-kit|site-server|api|shell|mfe-[a-z]+|tests)/(src|scripts|e2e|support)/)',
  message: "Reach another workspace through its package name ('@journal/...'), not a relative path.",
};
// The servers load no React: of the shared package only its React-free entries. Type-only imports are
// erased by the compiler and carry no code (the API's OAI record types from '@journal/shared/metadata').
const notReact = {
  regex: '^(react|react-dom)(/.*)?$|^@journal/shared(?!/(routes|journal|contract|text)$)',
  message:
    "The server helpers are React-free: of the shared package they use only '@journal/shared/contract', '/routes', '/journal' and '/text'.",
  allowTypeImports: true,
};

// Rule 5 (one design system, docs/design.md): a page heading is PageHeader and a button is Button, both
// from the UI kit, so no page writes its own h1 or button look. The kit itself draws them; the citation
// entry's copy button draws Button's look with buttonClass, as that entry may not import the UI kit.
const DESIGN_SYSTEM = [
  {
    selector: "JSXOpeningElement[name.name='h1']",
    message: "Write a page heading with PageHeader from '@journal/shared/ui' (docs/design.md).",
  },
  {
    selector: "JSXOpeningElement[name.name='button'] > JSXAttribute[name.name='className']",
    message:
      'A button with its own classes: use Button (primary, secondary, quiet, accent, floating) or ' +
      "another control of '@journal/shared/ui' (docs/design.md).",
  },
];
const UI_KIT = ['shared/src/ui/**', 'shared/src/widgets/**', 'shared/src/citation/CopyButton.tsx'];

// Page prose and document text: long sentences in content modules read better unwrapped, and Prettier leaves them
// alone (docs/contributing.md, "Line length").
const CONTENT_FILES = [
  'mfe-info/src/features/info-pages/content/**',
  'mfe-conference/src/features/collaboration-guide/guideContent.tsx',
  'shared/src/metadata/pages.ts',
  'shared/src/metadata/sectionPages.ts',
  'shared/src/metadata/staticPages.ts',
  'api/src/seed/content/**',
  'api/src/seed/areas/**',
  'api/src/seed/abstracts.ts',
  'api/src/seed/fullText.ts',
  'api/src/seed/thesisText.ts',
  'shell/scripts/downloads/**',
];

// Rule 4 (features inside a remote): a feature reaches another only through its public file,
// `features/<name>/index.ts`, so what it may use of it is written down in one place. Relative paths climb
// one folder per level, hence one pattern per depth of the importing file.
const otherFeatureFrom = (depth) => ({
  regex: `^(\\.\\./){${depth}}(?!\\.)[^/]+/(?!index\\.ts$)`,
  message: "Reach another feature through its public file, '<feature>/index.ts' (docs/contributing.md).",
});
const featureFiles = (levels) =>
  REMOTES.map((remote) => `${remote}/src/features/*/${'*/'.repeat(levels - 1)}*.{ts,tsx}`);

const boundaries = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns: [notOtherWorkspaces, ...patterns] }],
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/results*.json',
      // Generated, git-ignored output: the packed shared package, validator schemas, variant builds.
      'shared/package/**',
      'tests/.validator-schemas/**',
      '**/.variant-builds/**',
      'bench/results/**',
      '**/coverage/**',
      '**/.vite/**',
      // The API build's and its test's generated schema code (removed when they finish).
      'api/.build/**',
      'api/.precompiled-test-*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          // Files outside every workspace's tsconfig: the root test config and the scripts' declarations
          // (deploy/ has a tsconfig.json of its own).
          allowDefaultProject: ['vitest.config.ts', 'scripts/*.d.mts'],
          defaultProject: 'tsconfig.base.json',
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Numbers and booleans in template strings read naturally ("page 3 of 12"); objects and nullish
      // values are still errors.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      // `noUncheckedIndexedAccess` makes every indexed read `T | undefined`; `!` after a length check or a
      // regular-expression group the compiler cannot follow is the project's idiom (docs/contributing.md).
      '@typescript-eslint/no-non-null-assertion': 'off',
      // `onClick={() => setOpen(false)}` is the React idiom; void expressions elsewhere are still errors.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // `async` declares a promise-returning contract (Fastify plugins and handlers, test callbacks);
      // the real mistakes are caught by no-floating-promises, no-misused-promises and await-thenable.
      '@typescript-eslint/require-await': 'off',
      // `interface ArchiveState extends BaseState {}` names a slice's state for its readers.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // fast-xml-parser's XMLValidator still ships and works (a separate package is its successor).
      '@typescript-eslint/no-deprecated': [
        'error',
        { allow: [{ from: 'package', package: 'fast-xml-parser', name: 'XMLValidator' }] },
      ],
      // `_name` marks a value left out on purpose (a destructured field dropped from a copy).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.tsx', 'shell/src/**', 'shared/src/**', ...REMOTES.map((remote) => `${remote}/src/**`)],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    // Props declared with method syntax (`onPage(page: number): void`) are never called through `this`.
    files: ['**/*.tsx'],
    rules: { '@typescript-eslint/unbound-method': 'off' },
  },
  {
    // Tests read JSON answers (`any`) and check them with assertions, spy on methods, and guard fixtures
    // defensively; the type-safety rules for `any` would only add casts that prove nothing.
    files: [...TEST_CODE, 'tests/**', 'site-server/src/test/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-unnecessary-condition': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
      '@typescript-eslint/prefer-promise-reject-errors': 'off',
    },
  },
  {
    // docx's run options `bold` and `italics` share their names with String.prototype methods that lib.es5
    // marks deprecated; the rule mistakes one for the other.
    files: ['shell/scripts/downloads/**'],
    rules: { '@typescript-eslint/no-deprecated': 'off' },
  },
  {
    // bench scripts hand functions to the browser (page.evaluate): they run with the DOM's globals.
    files: ['bench/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },

  // Rules 1 and 2: the facades.
  {
    files: APP_CODE.map((folder) => `${folder}/**/*.{ts,tsx}`),
    ignores: [...TEST_CODE, ...FACADES],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [SINGLETONS] }] },
  },
  {
    files: ['shared/src/{text,citation,metadata,work,widgets}/**/*.{ts,tsx}'],
    ignores: TEST_CODE,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [SINGLETONS, SELF_BUNDLED_ENTRY] }] },
  },

  // Rule 5: the design system.
  {
    files: APP_CODE.map((folder) => `${folder}/**/*.tsx`),
    ignores: [...TEST_CODE, ...UI_KIT],
    rules: { 'no-restricted-syntax': ['error', ...DESIGN_SYSTEM] },
  },

  // Prettier wraps code at 120 columns but not strings, comments or template literals: a line over 150 is one to
  // split by hand. Addresses and regular expressions may run long.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: CONTENT_FILES,
    rules: { 'max-len': ['error', { code: 150, ignoreUrls: true, ignoreRegExpLiterals: true }] },
  },

  // Rule 3: the boundaries between the packages.
  { files: ['shell/**'], rules: boundaries(notRemotes) },
  { files: ['shell/src/**'], rules: boundaries(notRemotes, notServerKit, notSiteServer, notBuildKit) },
  // The site server reaches the shell only through its frame entry, `@journal/shell/layout`.
  { files: ['site-server/**'], rules: boundaries(notRemotes) },
  {
    files: REMOTES.map((remote) => `${remote}/**`),
    rules: boundaries(notRemotes, notShell, notServerKit, notSiteServer),
  },
  {
    files: REMOTES.map((remote) => `${remote}/src/**`),
    rules: boundaries(notRemotes, notShell, notServerKit, notSiteServer, notBuildKit),
  },
  ...[1, 2, 3].map((depth) => ({
    files: featureFiles(depth),
    ignores: TEST_CODE,
    rules: boundaries(notRemotes, notShell, notServerKit, otherFeatureFrom(depth)),
  })),
  { files: ['shared/**'], rules: boundaries(notRemotes, notShell, notServerKit, notSiteServer) },
  { files: ['shared/src/**'], rules: boundaries(notRemotes, notShell, notServerKit, notSiteServer, notBuildKit) },
  // The build tooling configures the apps' builds; it never reaches into an app's code.
  { files: ['build-kit/**'], rules: boundaries(notRemotes, notShell, notSiteServer) },
  { files: ['server-kit/**'], rules: boundaries(notRemotes, notShell, notReact) },
  { files: ['api/**'], rules: boundaries(notRemotes, notShell, notReact) },
);
