// axios in the browser build without the parts the site's client never reaches (docs/performance.md):
// - The fetch adapter: axios picks the first adapter the platform supports from ['xhr', 'http', 'fetch']
//   (its defaults; the site's client sets no other), and every browser has XMLHttpRequest, so the fetch
//   adapter (about 3 KB compressed with its stream helpers) is never chosen, yet adapters.js imports it.
//   That import gets a stand-in that says "not available".
// - The table of HTTP status names (`axios.HttpStatusCode`, 0.7 KB compressed): axios itself never reads
//   it, it is only published as a static for callers, and the site's code compares numbers
//   (apiErrorStatus); nothing in the repository reads it. The stand-in is an empty table.
// Used by the shell's build, which bundles axios into the shared core.
const FETCH_STAND_IN = '\0journal:axios-fetch-adapter-stand-in';
const STATUS_NAMES_STAND_IN = '\0journal:axios-status-names-stand-in';

const standIns = [
  {
    source: './fetch.js',
    importer: /[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/,
    id: FETCH_STAND_IN,
    code: 'export const getFetch = () => false;\nexport default false;\n',
  },
  {
    source: './helpers/HttpStatusCode.js',
    importer: /[\\/]axios[\\/]lib[\\/]axios\.js$/,
    id: STATUS_NAMES_STAND_IN,
    code: 'export default Object.freeze({});\n',
  },
];

export function axiosWithoutFetchAdapter() {
  return {
    name: 'journal:axios-without-fetch-adapter',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const standIn = standIns.find((entry) => entry.source === source && importer && entry.importer.test(importer));
      return standIn ? standIn.id : null;
    },
    load(id) {
      return standIns.find((entry) => entry.id === id)?.code ?? null;
    },
  };
}
