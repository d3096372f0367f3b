import { describe, expect, it } from "vitest";

import {
  type BlockingTask,
  blockingByEntryPoint,
  blockingTasksOf,
  entryPointKind,
  entryPointsOf,
  kindOf,
  placementsOf,
  sourcesOf,
  type TaskLike,
} from "./tbt-sources";

const node = (name: string, group: string, selfTime: number, children: TaskLike[] = []) => ({
  event: { name },
  group: { id: group },
  selfTime,
  children,
});
const task = (children: TaskLike[], tbtImpact: number, parent?: unknown) => ({
  ...node("RunTask", "other", 1, children),
  tbtImpact,
  parent,
});

describe("blocking time sources", () => {
  it("tells the navigation's commit apart", () => {
    expect(
      kindOf(
        node("RunTask", "other", 12, [
          node("DocumentLoader::CommitNavigation", "other", 3, [node("ParseHTML", "parseHTML", 2)]),
        ]),
      ),
    ).toBe("commit");
  });

  it("puts the module evaluation and the trace's source copy together", () => {
    expect(
      kindOf(node("RunTask", "other", 17, [node("v8.evaluateModule", "scriptEvaluation", 3)])),
    ).toBe("evaluation");
    expect(kindOf(node("RunTask", "other", 17, [node("ScriptCatchup", "other", 1)]))).toBe(
      "evaluation",
    );
    // A lazy chunk's compile, whose source copy is the task's own time.
    expect(
      kindOf(node("RunTask", "other", 24, [node("v8.compileModule", "scriptParseCompile", 0.1)])),
    ).toBe("evaluation");
  });

  it("counts the parser's task and the layout at DOMContentLoaded as render, inline scripts and all", () => {
    const parse = node("RunTask", "other", 0.2, [
      node("ParseHTML", "parseHTML", 20, [
        node("v8.compile", "scriptParseCompile", 0.3),
        node("EvaluateScript", "scriptEvaluation", 0.1),
        node("ScriptCatchup", "other", 0.1),
      ]),
    ]);
    expect(kindOf(parse)).toBe("render");
    const contentLoaded = node("RunTask", "other", 5, [
      node("v8.evaluateModule", "scriptEvaluation", 0.1),
      node("EventDispatch", "scriptEvaluation", 0.7),
      node("UpdateLayoutTree", "styleLayout", 12.9),
      node("Layout", "styleLayout", 16.1),
    ]);
    expect(kindOf(contentLoaded)).toBe("render");
  });

  it("weighs rendering against script by self time, nested events included", () => {
    const firstFrame = node("RunTask", "other", 1, [
      node("UpdateLayoutTree", "styleLayout", 14),
      node("Layout", "styleLayout", 16),
      node("Paint", "paintCompositeRender", 4),
      node("FunctionCall", "scriptEvaluation", 2),
    ]);
    expect(kindOf(firstFrame)).toBe("render");
    const hydration = node("RunTask", "other", 1, [
      node("TimerFire", "scriptEvaluation", 1, [
        node("FunctionCall", "scriptEvaluation", 15, [node("UpdateLayoutTree", "styleLayout", 3)]),
      ]),
    ]);
    expect(kindOf(hydration)).toBe("script");
  });

  it("sums the impact per kind over top-level tasks that block", () => {
    const render = task([node("Layout", "styleLayout", 20)], 30.4);
    const evaluation = task([node("v8.evaluateModule", "scriptEvaluation", 3)], 27.2);
    const script = task([node("FunctionCall", "scriptEvaluation", 16)], 15.6);
    const child = task([node("Layout", "styleLayout", 20)], 40, render);
    const idle = task([node("FunctionCall", "scriptEvaluation", 5)], 0);
    expect(sourcesOf([render, evaluation, script, child, idle])).toEqual({
      render: 30,
      evaluation: 27,
      script: 16,
      commit: 0,
    });
  });

  it("names the JavaScript a task ran by its entry points, longest first", () => {
    const call = (
      functionName: string,
      url: string,
      duration: number,
      children: TaskLike[] = [],
    ) => ({
      ...node("FunctionCall", "scriptEvaluation", duration, children),
      event: {
        name: "FunctionCall",
        args: { data: { functionName, url, lineNumber: 2, columnNumber: 9175 } },
      },
      duration,
    });
    const timer = node("RunTask", "other", 0.2, [
      node("TimerFire", "scriptEvaluation", 0.1, [
        call("E", "http://localhost/assets/shell-24DjTMht.js", 14.2, [
          // A checkpoint inside the call is the call's, not an entry of its own.
          { ...node("RunMicrotasks", "scriptEvaluation", 3), duration: 3 },
        ]),
      ]),
      { ...node("RunMicrotasks", "scriptEvaluation", 4.3), duration: 4.3 },
      call("E", "http://localhost/assets/shell-24DjTMht.js", 1.5),
      call("", "http://localhost/assets/home-DJybCpyZ.js", 0.7),
      // Under 0.05 ms: left out.
      { ...node("ScriptCatchup", "other", 0.01), duration: 0.01 },
    ]);
    expect(entryPointsOf(timer)).toEqual([
      "15.7 ms call E shell-24DjTMht.js:2:9175",
      "4.3 ms microtasks",
      "0.7 ms call (anonymous) home-DJybCpyZ.js:2:9175",
    ]);
    const evaluation = node("RunTask", "other", 9.5, [
      { ...node("ScriptCatchup", "other", 4.6), duration: 4.6 },
      { ...node("v8.evaluateModule", "scriptEvaluation", 2.4), duration: 2.4 },
      {
        ...node("v8.compileModule", "scriptParseCompile", 14.9),
        event: {
          name: "v8.compileModule",
          args: { fileName: "http://localhost/assets/vendor-1.js" },
        },
        duration: 14.9,
      },
    ]);
    expect(entryPointsOf(evaluation, 2)).toEqual([
      "14.9 ms compile module vendor-1.js",
      "4.6 ms source copy",
    ]);
  });

  it("lists the top-level tasks that blocked, in the order they ran", () => {
    const at = (startTime: number, duration: number, children: TaskLike[], tbtImpact: number) => ({
      ...task(children, tbtImpact),
      startTime,
      duration,
    });
    const layout = at(113.4, 46.46, [node("Layout", "styleLayout", 30)], 43.2);
    const evaluation = at(
      336,
      20.6,
      [{ ...node("v8.evaluateModule", "scriptEvaluation", 3.4), duration: 3.4 }],
      32.4,
    );
    const short = at(361, 11.1, [node("FunctionCall", "scriptEvaluation", 7.5)], 0);
    const child = { ...at(120, 30, [node("Layout", "styleLayout", 30)], 40), parent: layout };
    expect(blockingTasksOf([evaluation, short, child, layout])).toEqual([
      { startMs: 113, durationMs: 46.5, impactMs: 43, kind: "render", entries: [] },
      {
        startMs: 336,
        durationMs: 20.6,
        impactMs: 32,
        kind: "evaluation",
        entries: ["3.4 ms evaluate module"],
      },
    ]);
  });

  it("places each task where Lantern's simulation put it, against the simulated first paint", () => {
    // The run of decision 0073 §2: the navigation's commit ran before the first frame in the
    // simulation but the first paint did not wait for it, so the first frame ended after it.
    const commitTask = { ...task([node("DocumentLoader::CommitNavigation", "other", 6)], 0) };
    const parse = {
      ...task([node("ParseHTML", "parseHTML", 18)], 26),
      startTime: 76,
      duration: 19,
    };
    const frame = {
      ...task([node("Layout", "styleLayout", 30)], 49),
      startTime: 127,
      duration: 49.5,
    };
    const cpu = (t: TaskLike) => ({ type: "cpu", event: t.event });
    const documentRequest = { type: "network" };
    const firstPaint = {
      timeInMs: 929.4,
      nodeTimings: new Map([
        [documentRequest, { startTime: 0, endTime: 754 }],
        [cpu(parse), { startTime: 754, endTime: 830 }],
        [cpu(frame), { startTime: 830, endTime: 929.4 }],
      ]),
    };
    const blockingTime = {
      timeInMs: 114,
      nodeTimings: new Map([
        [documentRequest, { startTime: 0, endTime: 754 }],
        [cpu(commitTask), { startTime: 754.2, endTime: 942.1 }],
        [cpu(parse), { startTime: 942.1, endTime: 1018.4 }],
        [cpu(frame), { startTime: 1018.4, endTime: 1117.4 }],
      ]),
    };
    const { firstPaintMs, placementOf } = placementsOf(firstPaint, blockingTime);
    expect(firstPaintMs).toBe(929);
    expect(placementOf(commitTask)).toEqual({ startMs: 754, endMs: 942, forFirstPaint: false });
    expect(blockingTasksOf([frame, parse, commitTask], placementOf)).toEqual([
      {
        startMs: 76,
        durationMs: 19,
        impactMs: 26,
        kind: "render",
        entries: [],
        simulated: { startMs: 942, endMs: 1018, forFirstPaint: true },
      },
      {
        startMs: 127,
        durationMs: 49.5,
        impactMs: 49,
        kind: "render",
        entries: [],
        simulated: { startMs: 1018, endMs: 1117, forFirstPaint: true },
      },
    ]);
    expect(placementOf({ ...node("RunTask", "other", 1) })).toBeUndefined();
  });

  it("names an entry point the same way in every build and on every route", () => {
    expect(entryPointKind("13.1 ms call E shell-0NnWUeSW.js:2:9175")).toBe("call E shell.js");
    expect(entryPointKind("2.9 ms compile module rolldown-runtime-WkwZ5CU-.js")).toBe(
      "compile module rolldown-runtime.js",
    );
    expect(entryPointKind("6.1 ms compile module entry.client-5zRpPX3k.js")).toBe(
      "compile module entry.client.js",
    );
    // The bootstrap's hydrate, inline in each page: on /company, and on / (no file name).
    expect(entryPointKind("66.8 ms call hydrate company:2:128575")).toBe("call hydrate (the page)");
    expect(entryPointKind("6.1 ms call hydrate :2:187973")).toBe("call hydrate (the page)");
    expect(entryPointKind("0.4 ms compile sales-agents")).toBe("compile (the page)");
    // No place at all: left as it is.
    expect(entryPointKind("0.4 ms compile")).toBe("compile");
    expect(entryPointKind("3.0 ms call (anonymous)")).toBe("call (anonymous)");
    expect(entryPointKind("4.9 ms evaluate module")).toBe("evaluate module");
    expect(entryPointKind("38.8 ms microtasks")).toBe("microtasks");
    expect(entryPointKind("4.1 ms source copy")).toBe("source copy");
    expect(entryPointKind("call cbWrap _lighthouse-eval.js:1:20")).toBe(
      "call cbWrap _lighthouse-eval.js",
    );
  });

  it("sums the blocking time of many runs by kind, entry point and first paint, most first", () => {
    const blocking = (
      kind: BlockingTask["kind"],
      impactMs: number,
      entries: string[],
      forFirstPaint?: boolean,
    ): BlockingTask => ({
      startMs: 0,
      durationMs: 0,
      impactMs,
      kind,
      entries,
      ...(forFirstPaint !== undefined && {
        simulated: { startMs: 0, endMs: 0, forFirstPaint },
      }),
    });
    const home = [
      blocking("render", 58, [], true),
      blocking("evaluation", 51, ["4.9 ms evaluate module", "4.1 ms source copy"], false),
      blocking("script", 6, ["6.1 ms call hydrate :2:187973"], false),
    ];
    const company = [
      blocking("render", 40, [], true),
      blocking("render", 12, [], false),
      blocking("evaluation", 60, ["5.2 ms evaluate module"], false),
      blocking("script", 9, ["9.0 ms call hydrate company:2:128575"]),
    ];
    expect(blockingByEntryPoint([home, null, company])).toEqual([
      {
        kind: "evaluation",
        entry: "evaluate module",
        forFirstPaint: false,
        tasks: 2,
        impactMs: 111,
      },
      { kind: "render", entry: "no JavaScript", forFirstPaint: true, tasks: 2, impactMs: 98 },
      {
        kind: "script",
        entry: "call hydrate (the page)",
        forFirstPaint: false,
        tasks: 2,
        impactMs: 15,
      },
      { kind: "render", entry: "no JavaScript", forFirstPaint: false, tasks: 1, impactMs: 12 },
    ]);
    expect(blockingByEntryPoint([null, undefined, []])).toEqual([]);
  });
});
