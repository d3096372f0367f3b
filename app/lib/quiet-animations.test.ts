import { afterEach, describe, expect, it } from "vitest";

import { quietAnimationAttribute, quietDecorativeAnimations } from "~/lib/quiet-animations";

/** What React's root listeners would see: the document's capture and bubble listeners. */
function watchDocument() {
  const seen: string[] = [];
  const record = (event: Event) => seen.push(`${event.type}:${(event.target as Element).id}`);
  for (const type of ["animationstart", "animationiteration", "animationend", "animationcancel"]) {
    document.addEventListener(type, record, true);
    document.addEventListener(type, record);
  }
  return seen;
}

const fire = (el: Element, type: string) =>
  el.dispatchEvent(new Event(type, { bubbles: true, cancelable: false }));

describe("quietDecorativeAnimations", () => {
  afterEach(() => document.body.replaceChildren());

  it("stops the animation events of marked elements before the document's listeners", () => {
    quietDecorativeAnimations(window);
    document.body.innerHTML = `<div id="icon" ${quietAnimationAttribute}></div><div id="panel"></div>`;
    const seen = watchDocument();
    const icon = document.getElementById("icon")!;
    for (const type of ["animationstart", "animationiteration", "animationend", "animationcancel"])
      fire(icon, type);
    expect(seen).toEqual([]);

    fire(document.getElementById("panel")!, "animationend");
    expect(seen).toEqual(["animationend:panel", "animationend:panel"]);
  });

  it("leaves a marked element's descendants and other events alone", () => {
    quietDecorativeAnimations(window);
    document.body.innerHTML = `<div ${quietAnimationAttribute}><div id="child"></div></div>`;
    const seen = watchDocument();
    const child = document.getElementById("child")!;
    const own: string[] = [];
    child.addEventListener("animationend", () => own.push("end"));
    fire(child, "animationend");
    expect(own).toEqual(["end"]);
    expect(seen).toEqual(["animationend:child", "animationend:child"]);

    const clicks: string[] = [];
    document.addEventListener("click", () => clicks.push("click"));
    (document.querySelector(`[${quietAnimationAttribute}]`) as HTMLElement).click();
    expect(clicks).toEqual(["click"]);
  });
});
