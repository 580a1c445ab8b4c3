import type { Plugin } from "vite";

/**
 * Lets the app fetch a page's scripts ahead without running them. `import()` downloads a chunk and
 * evaluates it at once, and evaluating the order page (its zod schemas are built at import) blocked the
 * dashboard's main thread for a tenth of a second on a slow phone right after it showed. In the source,
 * `chunkFiles("src/features/order/order-route.tsx")` becomes, in the build, the list of files that
 * module's chunk needs (itself, its static imports and their CSS), which `<link rel=prefetch>` can ask for
 * while the browser is idle; the `import()` on the click then finds them in the HTTP cache.
 *
 * In development (no chunks) the placeholder stays and `chunkFiles` answers an empty list.
 */
export const CHUNK_FILES_MARK = "__KERF_CHUNK_FILES__:";

export function chunkFilesPlugin(): Plugin {
  return {
    name: "kerf-chunk-files",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === "chunk");
      const entries = new Set(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
      const filesOf = (source: string): string[] => {
        const root = chunks.find((c) => c.facadeModuleId?.endsWith(source));
        if (!root) this.error(`chunkFiles("${source}"): no chunk is built from that module`);
        const seen = new Set<string>();
        const css = new Set<string>();
        const visit = (fileName: string) => {
          if (seen.has(fileName) || entries.has(fileName)) return;
          seen.add(fileName);
          const chunk = chunks.find((c) => c.fileName === fileName);
          for (const sheet of chunk?.viteMetadata?.importedCss ?? []) css.add(sheet);
          for (const imported of chunk?.imports ?? []) visit(imported);
        };
        visit(root.fileName);
        return [...seen, ...css].map((file) => `/${file}`);
      };
      // The minifier may quote the string with ", ' or a backtick.
      const mark = new RegExp(`(["'\`])${CHUNK_FILES_MARK}([^"'\`]+)\\1`, "g");
      for (const chunk of chunks) {
        if (!chunk.code.includes(CHUNK_FILES_MARK)) continue;
        // A JSON text inside a JS string: the list reads back with JSON.parse.
        chunk.code = chunk.code.replace(mark, (_all, _quote: string, source: string) =>
          JSON.stringify(JSON.stringify(filesOf(source))),
        );
      }
    },
  };
}
