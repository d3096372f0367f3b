// Where a Lighthouse run's Total Blocking Time comes from (issue 18, decision 0053). Lighthouse's
// own per-task TBT impact (`TBTImpactTasks`, the computation behind its "long tasks" insight,
// from the same Lantern simulation as the TBT figure) is read for each top-level task and the
// task is put in one of four kinds by what ran inside it:
//   - commit: the navigation's commit, where the page's script context is created (the control
//     page's only blocking time, decision 0026: Lantern's first paint does not wait for it, so
//     its simulation can put the task across that first paint, decision 0073);
//   - evaluation: a task that compiles or evaluates modules (the app's after `load`, a lazy
//     section's later) and does more of that than rendering. Under Lighthouse it also holds the
//     trace's copy of those scripts' sources (`ScriptCatchup`), which a visitor's browser does
//     not do;
//   - render: the parser, style, layout and paint (the first frames, content rendered later),
//     including the parser's task that runs the page's inline scripts and the task at
//     `DOMContentLoaded` that runs the inline bootstrap module and lays the page out for
//     autofill (decision 0059): decision 0053 counted those two as evaluation (decision 0072);
//   - script: any other JavaScript (React Router's start, hydration, timers, idle callbacks).
// The impacts come from Lantern's pessimistic estimate, so a run's kinds add up to more than its
// TBT figure (the average of the optimistic and pessimistic estimates): read them as shares.
// Lighthouse's modules are imported when a run is read, so that a Lighthouse update that moves
// them costs the bench its breakdown (the caller catches the error), not its runs.

export const kinds = ["render", "evaluation", "script", "commit"] as const;
export type Kind = (typeof kinds)[number];
export type Sources = Record<Kind, number>;

/** The part of a Lighthouse task node this module reads. */
export type TaskLike = {
  event: { name: string; args?: { data?: EventData; fileName?: string } };
  group: { id: string };
  selfTime: number;
  children: TaskLike[];
  /** Observed start (ms from the navigation) and length of the task, as Lighthouse traced it. */
  startTime?: number;
  duration?: number;
};
type EventData = {
  functionName?: string;
  url?: string;
  lineNumber?: number;
  columnNumber?: number;
};

/** One task that blocked in a run: where it ran, how long, what it cost and what ran inside. */
export type BlockingTask = {
  startMs: number;
  durationMs: number;
  impactMs: number;
  kind: Kind;
  /** The JavaScript it ran, by entry point, longest first (`entryPointsOf`). */
  entries: string[];
  /** Where Lantern's simulation put it, when the run was simulated (`Placement`). */
  simulated?: Placement;
};

/**
 * Where Lantern's simulation put a task (decision 0073): its simulated start and end, in ms from
 * the navigation, in the graph whose tasks Lighthouse's TBT sums (the pessimistic one), and whether
 * the simulated first paint waits for it. Lantern's first paint waits only for the document, the
 * render-blocking requests, the first parser task, the first layout and the first paint. TBT
 * counts the part of each task after that first paint, so any other task that ran before the
 * first frame (the navigation's commit, the parser's second chunk) pushes the first frame past it.
 */
export type Placement = { startMs: number; endMs: number; forFirstPaint: boolean };

const renderGroups = new Set(["parseHTML", "styleLayout", "paintCompositeRender"]);

/** The kind of a top-level task, by the events and the self time of everything inside it. */
export function kindOf(task: TaskLike): Kind {
  const names = new Set<string>();
  let render = 0;
  let other = 0;
  const walk = (node: TaskLike) => {
    for (const child of node.children) {
      names.add(child.event.name);
      if (renderGroups.has(child.group.id)) render += child.selfTime;
      else if (child.group.id !== "other") other += child.selfTime;
      walk(child);
    }
  };
  walk(task);
  if (names.has("DocumentLoader::CommitNavigation")) return "commit";
  if (render > other) return "render";
  if (["v8.evaluateModule", "v8.compileModule", "ScriptCatchup"].some((n) => names.has(n)))
    return "evaluation";
  return render === other ? "render" : "script";
}

type ImpactTask = TaskLike & { parent?: unknown; tbtImpact: number };

/** A run's top-level tasks that blocked. */
const blocked = (tasks: ImpactTask[]) => tasks.filter((task) => !task.parent && task.tbtImpact > 0);

/** Sums the TBT impact of each kind over a run's top-level tasks. */
export function sourcesOf(tasks: ImpactTask[]): Sources {
  const sums: Sources = { render: 0, evaluation: 0, script: 0, commit: 0 };
  for (const task of blocked(tasks)) sums[kindOf(task)] += task.tbtImpact;
  for (const kind of kinds) sums[kind] = Math.round(sums[kind]);
  return sums;
}

// Where a task's JavaScript starts: a function the browser calls (a timer, an event listener, a
// message, an idle callback; "FunctionCall" names the function and its place), a module compiled
// or evaluated, microtasks (promise callbacks, which the trace does not name), and the trace's
// copy of the script sources, which only Lighthouse's trace makes (decision 0053).
const entryNames: Record<string, string> = {
  FunctionCall: "call",
  "v8.compileModule": "compile module",
  "v8.evaluateModule": "evaluate module",
  "v8.compile": "compile",
  RunMicrotasks: "microtasks",
  ScriptCatchup: "source copy",
};

/** The built file a URL or path names, without its directories. */
const fileOf = (url: string | undefined) => (url ?? "").split(/[?#]/)[0]!.split("/").pop() ?? "";

/**
 * What a task's JavaScript was, by entry point: each entry's time summed over the task, longest
 * first, as "12.3 ms call E shell-….js:2:9175". A call is named by its function and its place
 * in the built chunk (line and column as the trace gives them, from 1), so a source map finds it;
 * an entry inside another counts inside that one only (a microtask checkpoint inside a call is the
 * call's). Entries under 0.05 ms are left out.
 */
export function entryPointsOf(task: TaskLike, limit = 4): string[] {
  const sums = new Map<string, number>();
  const walk = (node: TaskLike) => {
    for (const child of node.children) {
      const kind = entryNames[child.event.name];
      if (!kind) {
        walk(child);
        continue;
      }
      const data = child.event.args?.data;
      let key = kind;
      if (child.event.name === "FunctionCall") {
        const at = data?.url
          ? ` ${fileOf(data.url)}:${data.lineNumber ?? "?"}:${data.columnNumber ?? "?"}`
          : "";
        key = `call ${data?.functionName || "(anonymous)"}${at}`;
      } else if (child.event.name.startsWith("v8.comp")) {
        const file = fileOf(child.event.args?.fileName ?? data?.url);
        if (file) key = `${kind} ${file}`;
      }
      sums.set(key, (sums.get(key) ?? 0) + (child.duration ?? child.selfTime));
    }
  };
  walk(task);
  return [...sums]
    .filter(([, ms]) => ms >= 0.05)
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([key, ms]) => `${ms.toFixed(1)} ms ${key}`);
}

/** The top-level tasks of a run that blocked, in the order they ran. */
export function blockingTasksOf(
  tasks: ImpactTask[],
  placementOf: (task: ImpactTask) => Placement | undefined = () => undefined,
): BlockingTask[] {
  return blocked(tasks)
    .sort((a, b) => (a.startTime ?? 0) - (b.startTime ?? 0))
    .map((task) => {
      const simulated = placementOf(task);
      return {
        startMs: Math.round(task.startTime ?? NaN),
        durationMs: Math.round((task.duration ?? NaN) * 10) / 10,
        impactMs: Math.round(task.tbtImpact),
        kind: kindOf(task),
        entries: entryPointsOf(task),
        ...(simulated && { simulated }),
      };
    });
}

/** The part of a Lantern estimate this module reads: each graph node's simulated timing. */
type Estimate = {
  timeInMs: number;
  nodeTimings: Map<{ type: string; event?: unknown }, { startTime: number; endTime: number }>;
};
const cpuEvents = (estimate: Estimate) =>
  [...estimate.nodeTimings].filter(([node]) => node.type === "cpu");

/**
 * Each task's `Placement`, from Lantern's first-paint and blocking-time estimates. The first paint
 * is the optimistic estimate's, the start of the window in which `TBTImpactTasks` counts a task.
 */
export function placementsOf(firstPaint: Estimate, blockingTime: Estimate) {
  const forFirstPaint = new Set(cpuEvents(firstPaint).map(([node]) => node.event));
  const timings = new Map(cpuEvents(blockingTime).map(([node, timing]) => [node.event, timing]));
  return {
    firstPaintMs: Math.round(firstPaint.timeInMs),
    placementOf: (task: TaskLike): Placement | undefined => {
      const timing = timings.get(task.event);
      return (
        timing && {
          startMs: Math.round(timing.startTime),
          endMs: Math.round(timing.endTime),
          forFirstPaint: forFirstPaint.has(task.event),
        }
      );
    },
  };
}

/**
 * The blocking time by kind of one Lighthouse run (`lighthouse()`'s result), and each task that
 * blocked.
 */
export async function blockingSources(result: {
  lhr: { configSettings: unknown };
  artifacts: unknown;
}): Promise<{ sources: Sources; tasks: BlockingTask[]; simulatedFirstPaintMs: number | null }> {
  const [{ Audit }, { TBTImpactTasks }, { FirstContentfulPaint }, { TotalBlockingTime }] =
    await Promise.all([
      import("lighthouse/core/audits/audit.js"),
      import("lighthouse/core/computed/tbt-impact-tasks.js"),
      import("lighthouse/core/computed/metrics/first-contentful-paint.js"),
      import("lighthouse/core/computed/metrics/total-blocking-time.js"),
    ]);
  const context = { computedCache: new Map(), settings: result.lhr.configSettings };
  // @ts-expect-error Lighthouse's artifacts and context types are not exported for scripts.
  const data = Audit.makeMetricComputationDataInput(result.artifacts, context);
  const tasks = await TBTImpactTasks.request(data, context);
  // The same computed metrics TBTImpactTasks read (cached in `context`): with simulated
  // throttling they carry Lantern's estimates, with any other setting they do not.
  const firstPaint = await FirstContentfulPaint.request(data, context);
  const blockingTime = await TotalBlockingTime.request(data, context);
  const simulated =
    "optimisticEstimate" in firstPaint && "pessimisticEstimate" in blockingTime
      ? placementsOf(firstPaint.optimisticEstimate, blockingTime.pessimisticEstimate)
      : null;
  return {
    sources: sourcesOf(tasks),
    tasks: blockingTasksOf(tasks, simulated?.placementOf),
    simulatedFirstPaintMs: simulated?.firstPaintMs ?? null,
  };
}

/**
 * A task's entry point as it reads in any build and on any route: without its time, its place in
 * the chunk and the chunk's hash. The page's own inline scripts (the bootstrap's `hydrate`, the
 * parser's scripts), named after the route they ran on, read "(the page)".
 */
export function entryPointKind(entry: string): string {
  const name = entry.replace(/^\d+(?:\.\d+)? ms /, "");
  const m = /^(call \S+|compile module|compile)(?: (.*))?$/.exec(name);
  if (!m || m[2] === undefined) return name;
  const file = m[2].replace(/:\d+:\d+$/, "");
  return `${m[1]} ${file.endsWith(".js") ? file.replace(/-[\w-]{8}\.js$/, ".js") : "(the page)"}`;
}

/** What a kind of task cost over many runs (`blockingByEntryPoint`). */
export type EntryPointShare = {
  kind: Kind;
  /** The task's longest entry point (`entryPointKind`), or "no JavaScript". */
  entry: string;
  /** Whether Lantern's first paint waited for these tasks (`Placement.forFirstPaint`). */
  forFirstPaint: boolean;
  tasks: number;
  impactMs: number;
};

/**
 * The blocking time of many runs (a whole bench), summed by what the tasks were: their kind,
 * their longest entry point and whether the simulated first paint waited for them. Most first,
 * so a report can say which few tasks the blocking time of every route is made of. Runs whose
 * tasks were not read (null) are skipped.
 */
export function blockingByEntryPoint(
  runs: readonly (readonly BlockingTask[] | null | undefined)[],
): EntryPointShare[] {
  const sums = new Map<string, EntryPointShare>();
  for (const task of runs.flatMap((run) => run ?? [])) {
    const entry = task.entries[0] ? entryPointKind(task.entries[0]) : "no JavaScript";
    const forFirstPaint = task.simulated?.forFirstPaint ?? false;
    const key = `${task.kind}\n${entry}\n${forFirstPaint}`;
    const share = sums.get(key) ?? {
      kind: task.kind,
      entry,
      forFirstPaint,
      tasks: 0,
      impactMs: 0,
    };
    share.tasks += 1;
    share.impactMs += task.impactMs;
    sums.set(key, share);
  }
  return [...sums.values()].sort((a, b) => b.impactMs - a.impactMs);
}
