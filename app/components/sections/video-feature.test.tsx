import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { LoopingVideo } from "~/components/sections/video-feature";

const video = {
  webm: "/media/loop.webm",
  mp4: "/media/loop.mp4",
  poster: "/media/poster.webp",
  width: 960,
  height: 540,
  label: "A looping animation",
  caption: "Caption text",
};

function mockReducedMotion(matches: boolean) {
  window.matchMedia = vi.fn().mockReturnValue({
    matches,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }) as unknown as typeof window.matchMedia;
}

describe("LoopingVideo", () => {
  let paused = true;
  beforeEach(() => {
    paused = true;
    vi.spyOn(HTMLMediaElement.prototype, "paused", "get").mockImplementation(() => paused);
    vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      paused = false;
      this.dispatchEvent(new Event("play"));
      return Promise.resolve();
    });
    vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      paused = true;
      this.dispatchEvent(new Event("pause"));
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it("is a muted, inline, looping autoplay video with a poster and no audio controls", () => {
    mockReducedMotion(false);
    const { container } = render(<LoopingVideo video={video} />);
    const el = container.querySelector("video")!;
    expect(el.muted).toBe(true);
    expect(el).toHaveAttribute("loop");
    expect(el).toHaveAttribute("playsinline");
    expect(el).toHaveAttribute("autoplay");
    expect(el).toHaveAttribute("poster", video.poster);
    expect(el).not.toHaveAttribute("controls");
    expect(screen.getByRole("button", { name: "Pause animation" })).toBeInTheDocument();
  });

  it("stays paused on the poster when the visitor prefers reduced motion", () => {
    mockReducedMotion(true);
    render(<LoopingVideo video={video} />);
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
    expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Play animation" })).toBeInTheDocument();
  });

  it("the toggle pauses and resumes the loop", () => {
    mockReducedMotion(false);
    render(<LoopingVideo video={video} />);
    fireEvent.click(screen.getByRole("button", { name: "Pause animation" }));
    expect(screen.getByRole("button", { name: "Play animation" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Play animation" }));
    expect(screen.getByRole("button", { name: "Pause animation" })).toBeInTheDocument();
  });
});
