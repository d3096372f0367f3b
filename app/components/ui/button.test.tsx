import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { Button, buttonVariants } from "./button";

const classes = (s: string) => s.split(/\s+/);

describe("buttonVariants", () => {
  it("defaults to the brand variant at the default size", () => {
    expect(classes(buttonVariants())).toEqual(
      expect.arrayContaining(["inline-flex", "bg-brand-800", "h-11", "px-5"]),
    );
  });

  it("applies the variant, the size and extra classes it is given", () => {
    const c = classes(buttonVariants({ variant: "outline", size: "lg", className: "mt-8" }));
    expect(c).toEqual(expect.arrayContaining(["border-(--outline-fg)", "h-12", "px-7", "mt-8"]));
    expect(c).not.toContain("bg-brand-800");
    expect(c).not.toContain("h-11");
  });

  it("leaves the size out when it is null, as a link-styled button keeps its own height", () => {
    const c = classes(buttonVariants({ variant: "link", size: null }));
    expect(c).toContain("underline-offset-4");
    expect(c.filter((x) => /^(h|px|size)-/.test(x))).toEqual(["h-auto", "px-0"]);
  });
});

describe("Button", () => {
  it("is a native button of type button with the variant's classes", () => {
    render(<Button variant="primary">Send</Button>);
    const button = screen.getByRole("button", { name: "Send" });
    expect(button).toHaveAttribute("type", "button");
    expect(button.className).toContain("bg-accent-400");
  });
});
