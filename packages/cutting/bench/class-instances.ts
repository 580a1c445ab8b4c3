import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

// The 500 Berkey-Wang / Martello-Vigo instances (classes 1-10) from the shared benchmark folder:
// ../shared/bench/cutting beside the checkout, or CUTTING_BENCH_DIR.

export interface ClassInstance {
  name: string;
  cls: number;
  n: number;
  W: number;
  H: number;
  items: [number, number][];
}

const here = dirname(fileURLToPath(import.meta.url));

export function benchDir(): string {
  const dir = process.env.CUTTING_BENCH_DIR ?? resolve(here, "../../../../shared/bench/cutting");
  if (!existsSync(join(dir, "class", "original"))) {
    throw new Error(
      `No benchmark data at ${dir}/class/original (set CUTTING_BENCH_DIR to the cutting folder)`,
    );
  }
  return dir;
}

export function loadClassInstances(dir = benchDir()): ClassInstance[] {
  const folder = join(dir, "class", "original");
  return readdirSync(folder)
    .filter((f) => /^CLASS\d\d_\d{3}_\d\d$/.test(f))
    .sort()
    .map((name) => {
      const nums = readFileSync(join(folder, name), "utf8").trim().split(/\s+/).map(Number);
      const n = nums[0]!;
      const items: [number, number][] = [];
      for (let i = 0; i < n; i++) items.push([nums[4 + 3 * i]!, nums[5 + 3 * i]!]);
      return { name, cls: Number(name.slice(5, 7)), n, W: nums[1]!, H: nums[2]!, items };
    });
}

/** Best known sums of bins over the 10 instances of each class and size: key `cls:n`. */
export function loadBestKnown(dir = benchDir()): {
  fixed: Map<string, number>;
  rotation: Map<string, number>;
} {
  const fixed = new Map<string, number>();
  const rotation = new Map<string, number>();
  const lines = readFileSync(join(dir, "class", "best_known_class_sums.csv"), "utf8")
    .trim()
    .split("\n");
  for (const line of lines.slice(1)) {
    const [cls, n, orientation, sum] = line.split(",");
    const m = /^class(\d\d)$/.exec(cls!);
    if (!m) continue;
    const key = `${Number(m[1])}:${Number(n)}`;
    (orientation === "rotation_allowed" ? rotation : fixed).set(key, Number(sum));
  }
  return { fixed, rotation };
}
