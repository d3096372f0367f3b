import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { MediaSplit } from "./media-split";

const story = {
  title: "One idea, a month of marketing",
  paragraphs: ["Record a five-minute voice note about a recent project and approve the drafts."],
};
/** The grid that holds the section's heading and text. */
const layoutOf = () => screen.getByRole("heading", { level: 2 }).closest("div.grid")!;

describe("MediaSplit without an image", () => {
  it("keeps two columns when there are points to put in the card beside the story", () => {
    render(<MediaSplit {...story} bullets={["Drafts a blog post and four social posts"]} />);
    expect(layoutOf().className).toMatch(/lg:grid-cols-/);
    expect(layoutOf().children).toHaveLength(2);
  });

  it("sets the story alone at a reading width, with no empty column beside it", () => {
    render(<MediaSplit {...story} />);
    expect(layoutOf().className).not.toMatch(/grid-cols/);
    expect(layoutOf().className).toMatch(/max-w-3xl/);
    expect(layoutOf().children).toHaveLength(1);
  });
});
