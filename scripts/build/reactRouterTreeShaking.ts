import type { Plugin } from 'vite';

const REACT_ROUTER_CODE = /node_modules\/react-router\/dist\/production\/.*\.mjs$/;
const TOP_LEVEL_COMPONENT = /^var ([A-Za-z_$][\w$]*) = (React\d*\.(?:forwardRef|memo|createContext)\()/gm;
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;

/**
 * react-router labels its components for React DevTools with top-level `X.displayName = "…"` statements. A bundler
 * must keep such a statement (it writes to X), and with it X and all X uses: `<Form>`, `useSubmit` and their form
 * helpers rode in the first load though the app never renders a form through react-router. The labels only name
 * components in DevTools, so this build drops them.
 */
export function reactRouterTreeShaking(): Plugin {
  return {
    name: 'react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!REACT_ROUTER_CODE.test(id)) return null;
      return { code: code.replace(DISPLAY_NAME, '').replace(TOP_LEVEL_COMPONENT, 'var $1 = /* @__PURE__ */ $2'), map: null };
    },
  };
}
