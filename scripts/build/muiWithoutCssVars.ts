import type { Plugin } from 'vite';

const CSS_VARS_MODULES = /@mui\/material\/esm\/styles\/(createThemeWithVars|ThemeProviderWithVars)\.js$/;
const refuse = "() => { throw new Error('MUI CSS-variables themes are left out of this build (scripts/build/muiWithoutCssVars.ts)'); }";

/**
 * Our theme is a plain `createTheme` one (no `cssVariables`, no `colorSchemes`), yet MUI's `createTheme` and
 * `ThemeProvider` choose at run time between it and the CSS-variables variant, so every build carried ~7 KiB gzip
 * of the variant's code in the first load. This build replaces the two modules of the variant by stubs that
 * throw if anything ever reaches them.
 */
export function muiWithoutCssVars(): Plugin {
  return {
    name: 'mui-without-css-vars',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      const match = CSS_VARS_MODULES.exec(id);
      if (!match) return null;
      if (match[1] === 'createThemeWithVars') return `export const createGetCssVar = ${refuse};\nexport default ${refuse};\n`;
      return [
        `export const CssVarsProvider = ${refuse};`,
        `export const useColorScheme = ${refuse};`,
        `export const getInitColorSchemeScript = ${refuse};`,
        `export const Experimental_CssVarsProvider = ${refuse};`,
      ].join('\n');
    },
  };
}
