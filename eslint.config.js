import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** Each folder under src/features may import only itself (DESIGN: features never import each other). */
function featureZones() {
  const featuresDir = join(root, 'src', 'features');
  let features = [];
  try {
    features = readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
  return features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other; move shared UI to src/components/.',
  }));
}

/**
 * DESIGN.md "The server": routes → services → markets → repositories → db, with engines beside services (they
 * drive the market service) and live above both. Each layer may not import the ones above it.
 */
function serverLayerZones() {
  const layer = (name, above, message) => ({
    target: `./server/${name}`,
    from: above.map((each) => `./server/${each}`),
    message,
  });
  return [
    layer(
      'markets',
      ['services', 'engines', 'routes', 'live'],
      'markets/ is below services/ and engines/: it imports only repositories/ and db/.',
    ),
    layer('repositories', ['markets', 'services', 'engines', 'routes', 'live'], 'repositories/ hold the queries: they import only db/.'),
    layer(
      'engines',
      ['db', 'repositories', 'services', 'routes', 'live'],
      'Engines drive the market service (markets/); they never touch the database.',
    ),
    layer('services', ['engines', 'routes', 'live'], 'services/ is below routes/ and beside engines/.'),
    layer(
      'db',
      ['repositories', 'markets', 'services', 'engines', 'routes', 'live'],
      'db/ is the bottom layer: it imports nothing above it.',
    ),
  ];
}

/** DESIGN.md "The house": arrows only point src → streams → contract and server → contract. */
const boundaryZones = [
  { target: './streams', from: ['./src', './server'], message: 'streams/ is framework-free and below src/.' },
  { target: './server', from: ['./src', './streams'], message: 'server/ depends on contract/ only.' },
  { target: './contract', from: ['./src', './streams', './server'], message: 'contract/ imports nothing of ours.' },
  {
    target: './streams/core',
    from: './streams',
    except: ['./core'],
    message: 'streams/core/ imports no feature folder: core defines the seam, the feature plugs into it.',
  },
  ...featureZones(),
  ...serverLayerZones(),
];

const uiPackagesInStreams = {
  paths: [
    { name: 'react', message: 'streams/ never imports React.' },
    { name: 'react-dom', message: 'streams/ never imports React.' },
    { name: 'observable-hooks', message: 'Hooks belong to src/.' },
  ],
  patterns: [
    { group: ['react/*', 'react-dom/*'], message: 'streams/ never imports React.' },
    { group: ['@mui/*'], message: 'streams/ never imports UI code.' },
  ],
};

const focusedOrSkippedTests = ['describe', 'it', 'test'].flatMap((fn) =>
  ['only', 'skip'].map((modifier) => ({
    selector: `MemberExpression[object.name='${fn}'][property.name='${modifier}']`,
    message: `No ${fn}.${modifier} — every test runs.`,
  })),
);

// A journey's route handler may still be running when its page closes; unguarded, its rejection stops the worker.
const unguardedRoutes = ['route', 'routeFromHAR'].map((method) => ({
  selector: `CallExpression[callee.property.name='${method}']`,
  message: 'Route through routeWhileOpen (tests/e2e/support/pageRoutes.ts): a handler outliving its page must not stop the worker.',
}));

export default defineConfig(
  { ignores: ['dist/', 'node_modules/', '.tmp/', 'data/', 'test-results/', 'playwright-report/', 'coverage/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'streams/**/*.ts', 'tests/component/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['streams/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', uiPackagesInStreams] },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...focusedOrSkippedTests] },
  },
  {
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/support/pageRoutes.ts'],
    rules: { 'no-restricted-syntax': ['error', ...focusedOrSkippedTests, ...unguardedRoutes] },
  },
);
