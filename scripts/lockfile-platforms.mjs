// The registry these machines reach serves only the Linux builds of some tools' platform packages, so
// `npm install` leaves the others out of package-lock.json and `npm ci` then refuses the lock file.
// This adds them back as optional, platform-restricted entries: npm never fetches them on Linux, and a
// machine of another platform fetches them from its own registry. Run it after `npm install <something>`.
import fs from "node:fs";

const lockPath = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(fs.readFileSync(lockPath, "utf8"));
const packages = lock.packages;

// package name -> { os, cpu, libc? }, read from the names the tools use.
function platformOf(name) {
  const biome = /^@biomejs\/cli-(linux|darwin|win32|android)-(x64|arm64)(-musl)?$/.exec(name);
  if (biome) return { os: [biome[1]], cpu: [biome[2]], ...(biome[3] ? { libc: ["musl"] } : {}) };
  const turbo = /^@turbo\/(darwin|linux|windows)-(64|arm64)$/.exec(name);
  if (turbo)
    return { os: [turbo[1] === "windows" ? "win32" : turbo[1]], cpu: [turbo[2] === "64" ? "x64" : "arm64"] };
  return null;
}

let added = 0;
for (const [key, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const at = `${key ? `${key}/` : ""}node_modules/${name}`.replace(/^\//, "");
    const hoisted = `node_modules/${name}`;
    if (packages[at] || packages[hoisted]) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    packages[hoisted] = { version, ...platform, dev: entry.dev, optional: true };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a < b ? -1 : 1)),
);
fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform entr${added === 1 ? "y" : "ies"} added`);
