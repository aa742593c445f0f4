// How the bundler cuts each app's build into files. Every file of a first load costs its response
// headers (about 0.7 KB here) besides its bytes, so small chunks that always load together are merged.

/**
 * The shell: the federation runtime's modules (runtime, runtime-core, sdk) in one chunk instead of the
 * three or four the bundler makes of them by importer, and the shell's modules its lazy parts share
 * with its first chunk in one `frame` chunk. The plugin's own groups (share wrappers, host init) keep
 * their higher priority.
 */
export const hostChunks = {
  codeSplitting: {
    groups: [
      { name: 'federation-runtime', test: /[\\/]node_modules[\\/]@module-federation[\\/]/, priority: 2 },
      // The shell's own modules that its lazy parts (mobile menu, footer) share with its first chunk, in one
      // file: otherwise each set of importers gets its own (the menus alone were a 1.2 KB file of a first load).
      { name: 'frame', test: /[\\/]shell[\\/]src[\\/]/, minShareCount: 2, priority: 1 },
    ],
  },
};

/**
 * A remote: its pages are chunks of their own (lazyPage in each routes.tsx); the packages and
 * shared-package modules two or more of them use (the share wrappers of React, text helpers, page
 * metadata) go into one `common` chunk rather than a file per module: a page then costs its chunk, the
 * common one and the exposed module's, not ten files of a kilobyte each, most of it headers.
 */
export const remoteChunks = {
  codeSplitting: {
    groups: [
      {
        name: 'common',
        minShareCount: 2,
        priority: 1,
        // Packages and the shared package's stateless parts. Not the HTML sanitizer (DOMPurify, 9 KB
        // compressed), loaded only by what renders HTML, nor a remote's own modules: a group also takes
        // what its modules import, so one of them rendering HTML would bring the sanitizer to every page.
        // Nor what pages load after their first screen (the citation builders, the head tags of a work and
        // its record: DeferredHead, docs/discoverability.md), which would otherwise join every first load.
        // Nor the widgets (`@journal/shared/widgets`), which left the UI kit so that only the pages
        // drawing one carry it.
        test: (id) =>
          (/[\\/](node_modules|shared[\\/]src)[\\/]/.test(id) ||
            id.includes('__loadShare__') ||
            id.includes('vite/preload-helper')) &&
          !/[\\/](dompurify|html|citation|widgets)[\\/]/.test(id) &&
          !/[\\/]metadata[\\/](scholarly|records|RecordHead)\.tsx?$/.test(id),
      },
    ],
  },
};
