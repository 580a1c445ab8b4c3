const asked = new Set<string>();

/**
 * Asks the browser for a page's files while it is idle, without running them (build/chunk-files.ts):
 * the `import()` on the click then finds them in the HTTP cache. `files` is the literal
 * `"__KERF_CHUNK_FILES__:<module>"` in the source, a JSON list of files in the build; in development
 * the mark is left as it is and nothing is fetched.
 */
export function prefetchFiles(files: string): void {
  if (files.startsWith("__KERF_CHUNK_FILES__:")) return;
  for (const href of JSON.parse(files) as string[]) {
    if (asked.has(href)) continue;
    asked.add(href);
    const link = document.createElement("link");
    link.rel = "prefetch";
    link.href = href;
    document.head.append(link);
  }
}
