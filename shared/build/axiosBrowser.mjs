// axios in the browser build without its fetch adapter: axios picks the first adapter the platform
// supports from ['xhr', 'http', 'fetch'] (its defaults; the site's client sets no other), and every
// browser has XMLHttpRequest, so the fetch adapter (about 3 KB compressed with its stream helpers) is
// never chosen, yet adapters.js imports it. Here that import gets a stand-in that says "not available".
// Used by the shell's build, which bundles axios into the shared core (docs/performance.md).
const STAND_IN = '\0journal:axios-fetch-adapter-stand-in';

export function axiosWithoutFetchAdapter() {
  return {
    name: 'journal:axios-without-fetch-adapter',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './fetch.js' && importer && /[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/.test(importer))
        return STAND_IN;
      return null;
    },
    load(id) {
      return id === STAND_IN ? 'export const getFetch = () => false;\nexport default false;\n' : null;
    },
  };
}
