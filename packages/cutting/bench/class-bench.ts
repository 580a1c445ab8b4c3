import { type CutJob, checkPlan, planCuts } from "../src/index";
import { type ClassInstance, loadBestKnown, loadClassInstances } from "./class-instances";

// npm run bench:cutting [-- --time 1 --class 3,7 --limit 20 --fixed|--rotation --clock wall|cpu]
// Plans the class instances with a time limit each, fixed orientation and with rotation, checks
// every plan with the independent checker, and prints the bins per class and size against the best
// known sums (non-guillotine, from the literature) and the time per instance, in wall and in CPU
// time. `--clock cpu` measures the limit on the process's CPU time: on a machine shared with other
// work the wall clock gives the optimiser only the share of the CPU it gets.

interface Args {
  time: number;
  classes: number[] | null;
  limit: number;
  modes: ("fixed" | "rotation")[];
  clock: "wall" | "cpu";
}

const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

function parseArgs(argv: string[]): Args {
  const args: Args = { time: 1, classes: null, limit: Infinity, modes: ["fixed", "rotation"], clock: "wall" };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const value = (): string => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === "--time") args.time = Number(value());
    else if (a === "--class") args.classes = value().split(",").map(Number);
    else if (a === "--limit") args.limit = Number(value());
    else if (a === "--fixed") args.modes = ["fixed"];
    else if (a === "--rotation") args.modes = ["rotation"];
    else if (a === "--clock") {
      const c = value();
      if (c !== "wall" && c !== "cpu") throw new Error("--clock is wall or cpu");
      args.clock = c;
    } else
      throw new Error(
        `unknown option ${a} (--time S, --class K[,K], --limit N, --fixed, --rotation, --clock wall|cpu)`,
      );
  }
  if (!(args.time > 0)) throw new Error("--time must be a positive number of seconds");
  return args;
}

export function classJob(inst: ClassInstance, rotate: boolean): CutJob {
  return {
    sheets: [{ id: "bin", width: inst.W, length: inst.H }],
    pieces: inst.items.map(([w, h], i) => ({ id: String(i + 1), width: w, length: h, rotate })),
  };
}

interface Row {
  bins: number;
  instances: number;
}

function quantile(sorted: number[], q: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

function main(): void {
  const args = parseArgs(process.argv.slice(2));
  const best = loadBestKnown();
  const instances = loadClassInstances()
    .filter((i) => !args.classes || args.classes.includes(i.cls))
    .slice(0, args.limit);
  const rows = new Map<string, Record<string, Row>>();
  const times: Record<string, number[]> = { fixed: [], rotation: [] };
  const cpuTimes: Record<string, number[]> = { fixed: [], rotation: [] };
  let invalid = 0;
  for (const inst of instances) {
    const key = `${inst.cls}:${inst.n}`;
    const row = rows.get(key) ?? { fixed: { bins: 0, instances: 0 }, rotation: { bins: 0, instances: 0 } };
    rows.set(key, row);
    for (const mode of args.modes) {
      const job = classJob(inst, mode === "rotation");
      const t0 = performance.now();
      const c0 = cpuMs();
      const plan = planCuts(job, { timeLimit: args.time, ...(args.clock === "cpu" ? { clock: cpuMs } : {}) });
      times[mode]!.push((performance.now() - t0) / 1000);
      cpuTimes[mode]!.push((cpuMs() - c0) / 1000);
      const errors = checkPlan(job, plan);
      if (plan.unplaced.length > 0) errors.push(`unplaced ${JSON.stringify(plan.unplaced)}`);
      if (errors.length > 0) {
        invalid++;
        console.error(`${inst.name} ${mode}: INVALID ${errors.slice(0, 3).join("; ")}`);
      }
      row[mode]!.bins += plan.sheets.length;
      row[mode]!.instances++;
    }
  }
  const cell = (r: Row, ref: number | undefined): string => {
    if (r.instances === 0) return "".padStart(16);
    const full = r.instances === 10 && ref !== undefined;
    const diff = full ? r.bins - ref : 0;
    return `${String(r.bins).padStart(5)} ${full ? String(ref).padStart(5) : "    -"} ${full && diff !== 0 ? (diff > 0 ? `+${diff}` : String(diff)) : ""}`.padEnd(
      16,
    );
  };
  console.log(
    `time limit ${args.time} s per instance (${args.clock} clock); bins (ours, best known non-guillotine, difference)`,
  );
  console.log(`${"class:n".padEnd(8)} ${"fixed".padEnd(16)} ${"rotation".padEnd(16)}`);
  const total = { fixed: 0, rotation: 0, bkFixed: 0, bkRotation: 0, complete: true };
  for (const [key, r] of [...rows].sort(([a], [b]) => a.localeCompare(b, "en", { numeric: true }))) {
    const bf = best.fixed.get(key);
    const br = best.rotation.get(key);
    console.log(`${key.padEnd(8)} ${cell(r.fixed!, bf)} ${cell(r.rotation!, br)}`);
    total.fixed += r.fixed!.bins;
    total.rotation += r.rotation!.bins;
    total.bkFixed += bf ?? 0;
    total.bkRotation += br ?? 0;
    if (r.fixed!.instances + r.rotation!.instances < 10 * args.modes.length) total.complete = false;
  }
  const ref = (v: number): string => (total.complete ? ` (best known ${v})` : "");
  console.log(
    `total fixed ${total.fixed}${ref(total.bkFixed)}, rotation ${total.rotation}${ref(total.bkRotation)}`,
  );
  const stats = (list: number[]): string => {
    const t = list.slice().sort((a, b) => a - b);
    return `median ${quantile(t, 0.5).toFixed(3)} s, p95 ${quantile(t, 0.95).toFixed(3)} s, max ${quantile(t, 1).toFixed(3)} s`;
  };
  for (const mode of args.modes) {
    console.log(
      `${mode}: ${times[mode]!.length} instances; wall ${stats(times[mode]!)}; CPU ${stats(cpuTimes[mode]!)}`,
    );
  }
  const all = [...times.fixed!, ...times.rotation!];
  const allCpu = [...cpuTimes.fixed!, ...cpuTimes.rotation!];
  console.log(`all: wall ${stats(all)}; CPU ${stats(allCpu)}`);
  console.log(invalid === 0 ? "every plan passed the checker" : `${invalid} plans FAILED the checker`);
  if (invalid > 0) process.exitCode = 1;
}

main();
