import { COMPONENTS, type JsonSchema, type OpenApiDocument, type OpenApiOperation } from "./document";

// The reference page at /api/docs: plain HTML made on the server from the OpenAPI document, styled by
// /api/docs/docs.css. No script at all, so the app's CSP (script-src 'self') holds as it is.

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const schemaAnchor = (name: string) => `schema-${name}`;

/** Inline `code` of the document's descriptions. */
const withCode = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, "<code>$1</code>");

/** JSON on one line, with a space after each comma and colon. */
function oneLine(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(oneLine).join(", ")}]`;
  const entries = Object.entries(value).map(([key, v]) => `${JSON.stringify(key)}: ${oneLine(v)}`);
  return entries.length ? `{ ${entries.join(", ")} }` : "{}";
}

/** JSON indented by levels, with any object or array that fits in `width` characters kept on one line. */
function compactJson(value: unknown, indent = "", width = 88): string {
  const flat = oneLine(value);
  if (value === null || typeof value !== "object" || indent.length + flat.length <= width) return flat;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    return `[\n${value.map((v) => inner + compactJson(v, inner, width)).join(",\n")}\n${indent}]`;
  }
  const entries = Object.entries(value).map(
    ([key, v]) => `${inner}${JSON.stringify(key)}: ${compactJson(v, inner, width)}`,
  );
  return `{\n${entries.join(",\n")}\n${indent}}`;
}

/** JSON, pretty-printed and escaped, with every reference to a component made a link to it. */
function schemaHtml(schema: JsonSchema): string {
  const json = escapeHtml(compactJson(schema));
  return json.replace(
    /(&quot;\$ref&quot;: &quot;)#\/components\/schemas\/([\w-]+)(&quot;)/g,
    (_m, before: string, name: string, after: string) =>
      `${before}<a href="#${schemaAnchor(name)}">${COMPONENTS}${name}</a>${after}`,
  );
}

function statusClass(status: string): string {
  if (status.startsWith("2")) return "status status-ok";
  if (status === "default") return "status status-default";
  return "status status-error";
}

function operationHtml(path: string, method: string, op: OpenApiOperation): string {
  const parts: string[] = [];
  const auth = op.security.length
    ? '<p class="auth auth-needed">Needs the <code>access_token</code> header.</p>'
    : '<p class="auth auth-open">No token needed.</p>';
  parts.push(
    `<section class="op" id="${escapeHtml(op.operationId)}">`,
    `<h3><span class="method method-${method}">${method.toUpperCase()}</span> <code class="path">${escapeHtml(path)}</code></h3>`,
    `<p class="summary">${withCode(op.summary)}</p>`,
  );
  if (op.description) parts.push(`<p class="description">${withCode(op.description)}</p>`);
  parts.push(auth);

  if (op.parameters?.length) {
    const rows = op.parameters
      .map(
        (p) =>
          `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${p.required ? "yes" : "no"}</td>` +
          `<td><pre class="schema schema-inline">${schemaHtml(p.schema)}</pre></td></tr>`,
      )
      .join("");
    parts.push(
      "<h4>Query parameters</h4>",
      `<table class="params"><thead><tr><th>name</th><th>in</th><th>required</th><th>schema</th></tr></thead><tbody>${rows}</tbody></table>`,
    );
  }
  if (op.requestBody) {
    const [media, body] = Object.entries(op.requestBody.content)[0]!;
    parts.push(
      `<h4>Request body <span class="media">${media}</span></h4>`,
      `<pre class="schema">${schemaHtml(body.schema)}</pre>`,
    );
  }
  parts.push("<h4>Responses</h4>");
  for (const [status, response] of Object.entries(op.responses)) {
    const open = status.startsWith("2") ? " open" : "";
    const [media, body] = Object.entries(response.content)[0]!;
    parts.push(
      `<details class="response"${open}><summary><span class="${statusClass(status)}">${status}</span> ${withCode(response.description)} <span class="media">${media}</span></summary>`,
      `<pre class="schema">${schemaHtml(body.schema)}</pre></details>`,
    );
  }
  parts.push("</section>");
  return parts.join("\n");
}

/** The whole reference page. */
export function renderDocsPage(doc: OpenApiDocument): string {
  const byTag = new Map<string, { path: string; method: string; op: OpenApiOperation }[]>();
  for (const tag of doc.tags) byTag.set(tag.name, []);
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags[0] ?? "Other";
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)!.push({ path, method, op });
    }
  }
  const description = new Map(doc.tags.map((t) => [t.name, t.description]));

  const nav = [...byTag.entries()]
    .map(
      ([tag, ops]) =>
        `<li><a href="#tag-${escapeHtml(tag.replace(/\s+/g, "-"))}">${escapeHtml(tag)}</a><ul>` +
        ops
          .map(
            ({ path, method, op }) =>
              `<li><a href="#${escapeHtml(op.operationId)}"><span class="method method-${method} small">${method.toUpperCase()}</span> ${escapeHtml(path.replace(/^\/api/, ""))}</a></li>`,
          )
          .join("") +
        "</ul></li>",
    )
    .join("");

  const sections = [...byTag.entries()]
    .map(
      ([tag, ops]) =>
        `<section class="tag" id="tag-${escapeHtml(tag.replace(/\s+/g, "-"))}"><h2>${escapeHtml(tag)}</h2>` +
        `<p class="tag-description">${withCode(description.get(tag) ?? "")}</p>` +
        ops.map(({ path, method, op }) => operationHtml(path, method, op)).join("\n") +
        "</section>",
    )
    .join("\n");

  const schemas = Object.entries(doc.components.schemas)
    .map(
      ([name, schema]) =>
        `<section class="component" id="${schemaAnchor(name)}"><h3><code>${escapeHtml(name)}</code></h3>` +
        `<pre class="schema">${schemaHtml(schema)}</pre></section>`,
    )
    .join("\n");

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)} ${escapeHtml(doc.info.version)}</title>
<link rel="stylesheet" href="/api/docs/docs.css">
</head>
<body>
<header class="top">
<h1>${escapeHtml(doc.info.title)} <span class="version">v ${escapeHtml(doc.info.version)}</span></h1>
<p>${withCode(doc.info.description)}</p>
<p>The machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escapeHtml(doc.openapi)}).</p>
</header>
<div class="layout">
<nav class="toc"><ul>${nav}<li><a href="#schemas">Schemas</a></li></ul></nav>
<main>
${sections}
<section class="tag" id="schemas"><h2>Schemas</h2>
<p class="tag-description">The records the answers carry, shared by reference.</p>
${schemas}
</section>
</main>
</div>
</body>
</html>
`;
}

/** The page's stylesheet, served at /api/docs/docs.css. */
export const DOCS_CSS = `:root {
  --teal: #0f766e;
  --ink: #1f2933;
  --muted: #52606d;
  --line: #d9e2ec;
  --bg: #f8fafc;
}
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: var(--bg); }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 13px; }
a { color: var(--teal); }
.top { background: var(--teal); color: #fff; padding: 20px 32px; }
.top a, .top code { color: #fff; }
.top h1 { margin: 0 0 8px; font-size: 24px; }
.version { font-size: 14px; font-weight: normal; opacity: 0.85; }
.layout { display: flex; align-items: flex-start; }
.toc { position: sticky; top: 0; width: 280px; max-height: 100vh; overflow-y: auto; padding: 16px; border-right: 1px solid var(--line); background: #fff; flex-shrink: 0; }
.toc ul { list-style: none; margin: 0; padding: 0; }
.toc > ul > li { margin-bottom: 12px; font-weight: 600; }
.toc li li { font-weight: normal; margin: 4px 0 0 4px; font-size: 13px; }
.toc a { text-decoration: none; color: var(--ink); }
.toc a:hover { color: var(--teal); }
main { flex: 1; min-width: 0; padding: 16px 32px 64px; }
.tag h2 { border-bottom: 2px solid var(--teal); padding-bottom: 4px; margin-top: 32px; }
.tag-description { color: var(--muted); }
.op, .component { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 12px 20px; margin: 16px 0; }
.op h3 { margin: 4px 0 8px; font-size: 17px; display: flex; align-items: center; gap: 10px; }
.op h4 { margin: 16px 0 6px; font-size: 14px; }
.media { font-weight: normal; color: var(--muted); font-size: 12px; }
.summary { margin: 0 0 4px; font-weight: 500; }
.description { color: var(--muted); margin: 4px 0; }
.auth { font-size: 13px; margin: 4px 0; }
.auth-needed { color: #9a3412; }
.auth-open { color: var(--muted); }
.method { display: inline-block; min-width: 64px; text-align: center; padding: 2px 8px; border-radius: 4px; color: #fff; font-size: 12px; font-weight: 700; letter-spacing: 0.04em; }
.method.small { min-width: 52px; font-size: 10px; padding: 1px 4px; }
.method-get { background: #2563eb; }
.method-post { background: #15803d; }
.method-patch { background: #b45309; }
.method-delete { background: #b91c1c; }
.path { font-size: 15px; }
.schema { background: #0f172a; color: #e2e8f0; padding: 10px 12px; border-radius: 6px; overflow-x: auto; white-space: pre-wrap; word-break: break-word; margin: 6px 0; }
.schema a { color: #5eead4; }
.schema-inline { margin: 0; }
.params { border-collapse: collapse; width: 100%; font-size: 13px; }
.params th, .params td { border: 1px solid var(--line); padding: 4px 8px; text-align: left; vertical-align: top; }
.response { margin: 6px 0; }
.response summary { cursor: pointer; }
.status { display: inline-block; min-width: 56px; text-align: center; border-radius: 4px; padding: 0 6px; font-weight: 700; font-size: 12px; }
.status-ok { background: #dcfce7; color: #166534; }
.status-error { background: #fee2e2; color: #991b1b; }
.status-default { background: #e2e8f0; color: #334155; }
@media (max-width: 800px) { .layout { display: block; } .toc { position: static; width: auto; max-height: none; border-right: 0; } }
`;
