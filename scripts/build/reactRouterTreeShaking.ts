import type { Plugin } from 'vite';

const REACT_ROUTER_CODE = /node_modules\/react-router\/dist\/production\/.*\.mjs$/;
const TOP_LEVEL_COMPONENT = /^var ([A-Za-z_$][\w$]*) = (React\d*\.(?:forwardRef|memo|createContext)\()/gm;
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;

const NO_DATA_ROUTERS = "throw new Error('Data routers are left out of this build (scripts/build/reactRouterTreeShaking.ts)');";
/** Rewrites of the module that holds `useRoutes`: each must be found, or react-router changed and this file needs a look. */
const WITHOUT_DATA_ROUTERS: [find: string, replace: string][] = [
  [
    'function useRoutesImpl(routes, locationArg, dataRouterOpts) {',
    'function useRoutesImpl(routes, locationArg) {\n  const dataRouterOpts = void 0;',
  ],
  [
    'function _renderMatches(matches, parentMatches = [], dataRouterOpts) {',
    'function _renderMatches(matches, parentMatches = []) {\n  const dataRouterOpts = void 0;',
  ],
  ['  return useRoutesImpl(routes, void 0, {', `  ${NO_DATA_ROUTERS}\n  return useRoutesImpl(routes, void 0, {`],
  [
    '  let { isDataRoute } = React2.useContext(RouteContext);\n  return isDataRoute ? useNavigateStable() : useNavigateUnstable();',
    '  return useNavigateUnstable();',
  ],
  // A top-level write keeps the error boundary (used by data routers only); as a static field it goes with its class.
  ['\nRenderErrorBoundary.contextType = RSCRouterContext;\n', '\n'],
  [
    'var RenderErrorBoundary = class extends React2.Component {',
    'var RenderErrorBoundary = class extends React2.Component {\n  static contextType = RSCRouterContext;',
  ],
];

function withoutDataRouters(code: string, id: string): string {
  if (!code.includes('function useRoutesImpl(')) return code;
  return WITHOUT_DATA_ROUTERS.reduce((patched, [find, replace]) => {
    if (!patched.includes(find))
      throw new Error(`${id}: no "${find.trim()}"; react-router changed, see scripts/build/reactRouterTreeShaking.ts`);
    return patched.replace(find, replace);
  }, code);
}

/**
 * Two things keep code of react-router in the first load that this app never runs:
 * - It labels its components for React DevTools with top-level `X.displayName = "…"` statements. A bundler must keep
 *   such a statement (it writes to X), and with it X and all X uses: `<Form>`, `useSubmit` and their form helpers
 *   rode in the first load though the app never renders a form through react-router. The labels only name
 *   components in DevTools, so this build drops them.
 * - `useRoutes` renders the matches through code shared with the data routers (`createHashRouter` …), which brings
 *   their error boundaries, default error page and RSC error decoding. The app declares its routes (HashHistoryRouter),
 *   so this build tells that code there is no data router, and a data router would throw at once.
 */
export function reactRouterTreeShaking(): Plugin {
  return {
    name: 'react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!REACT_ROUTER_CODE.test(id)) return null;
      const trimmed = code.replace(DISPLAY_NAME, '').replace(TOP_LEVEL_COMPONENT, 'var $1 = /* @__PURE__ */ $2');
      return { code: withoutDataRouters(trimmed, id), map: null };
    },
  };
}
