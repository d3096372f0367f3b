// Where a Lighthouse run's Total Blocking Time comes from (issue 18, decision 0053). Lighthouse's
// own per-task TBT impact (`TBTImpactTasks`, the computation behind its "long tasks" insight,
// from the same Lantern simulation as the TBT figure) is read for each top-level task and the
// task is put in one of four kinds by what ran inside it:
//   - commit: the navigation's commit, where the page's script context is created (the control
//     page's only blocking time; decision 0026);
//   - evaluation: a task that evaluates modules (the app's after `load`, a lazy section's later).
//     Under Lighthouse it also holds the trace's copy of those scripts' sources (`ScriptCatchup`),
//     which a visitor's browser does not do;
//   - render: the parser, style, layout and paint (the first frames, content rendered later);
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
  event: { name: string };
  group: { id: string };
  selfTime: number;
  children: TaskLike[];
};

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
  if (names.has("v8.evaluateModule") || names.has("ScriptCatchup")) return "evaluation";
  return render >= other ? "render" : "script";
}

/** Sums the TBT impact of each kind over a run's top-level tasks. */
export function sourcesOf(tasks: (TaskLike & { parent?: unknown; tbtImpact: number })[]): Sources {
  const sums: Sources = { render: 0, evaluation: 0, script: 0, commit: 0 };
  for (const task of tasks) {
    if (task.parent || !(task.tbtImpact > 0)) continue;
    sums[kindOf(task)] += task.tbtImpact;
  }
  for (const kind of kinds) sums[kind] = Math.round(sums[kind]);
  return sums;
}

/** The blocking time by kind of one Lighthouse run (`lighthouse()`'s result). */
export async function blockingSources(result: {
  lhr: { configSettings: unknown };
  artifacts: unknown;
}): Promise<Sources> {
  const [{ Audit }, { TBTImpactTasks }] = await Promise.all([
    import("lighthouse/core/audits/audit.js"),
    import("lighthouse/core/computed/tbt-impact-tasks.js"),
  ]);
  const context = { computedCache: new Map(), settings: result.lhr.configSettings };
  // @ts-expect-error Lighthouse's artifacts and context types are not exported for scripts.
  const data = Audit.makeMetricComputationDataInput(result.artifacts, context);
  const tasks = await TBTImpactTasks.request(data, context);
  return sourcesOf(tasks);
}
