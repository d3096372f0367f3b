import { describe, expect, it } from "vitest";

import { kindOf, sourcesOf, type TaskLike } from "./tbt-sources";

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
});
