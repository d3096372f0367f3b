import { afterEach, describe, expect, it, vi } from "vitest";

const plausible = vi.hoisted(() => ({ init: vi.fn(), track: vi.fn() }));
vi.mock("@plausible-analytics/tracker", () => plausible);

import type { PlausibleConfig } from "@plausible-analytics/tracker";

import {
  analyticsConfig,
  bookingButtonName,
  clickEvent,
  faqEvent,
  pathOnly,
  record,
  start,
} from "~/lib/analytics-tracker";

const here = { pathname: "/services", host: location.host } as Location;

afterEach(() => {
  document.body.innerHTML = "";
});

function html(markup: string) {
  document.body.innerHTML = markup;
  return document.body;
}

describe("what a click means", () => {
  it("names a booking button by where it sits and its visible label", () => {
    const body = html(`
      <header><a data-booking href="https://cal.com/t/x">Get Started<span class="sr-only"> (opens the booking page in a new tab)</span></a>
        <div role="dialog"><a data-booking href="https://cal.com/t/x">Get Started</a></div></header>
      <main><a data-booking href="https://cal.com/t/x"><svg></svg>Book a Discovery <b>Call</b></a></main>
      <aside><a data-booking href="https://cal.com/t/x">Book a Time</a></aside>
      <cal-floating-button data-button-text="Book a Time"></cal-floating-button>`);
    const names = [...body.querySelectorAll("a, cal-floating-button")].map(bookingButtonName);
    expect(names).toEqual([
      "header: Get Started",
      "menu: Get Started",
      "page: Book a Discovery Call",
      "floating: Book a Time",
      "floating: Book a Time",
    ]);
  });

  it("a booking link is a booking click, another host an outbound click with the host only", () => {
    html(`
      <a id="book" data-booking href="https://cal.com/t/x?name=Jo"><span id="inner">Book</span></a>
      <a id="out" href="https://www.linkedin.com/company/t?ref=a#x">LinkedIn</a>
      <a id="in" href="https://www.tidelinepartners.com/contact">Contact</a>
      <a id="rel" href="/about">About</a>
      <a id="mail" href="mailto:hello@tidelinepartners.com">Mail</a>`);
    const at = (id: string) => clickEvent(document.getElementById(id), here);
    expect(at("inner")).toEqual(["Booking Click", { page: "/services", button: "page: Book" }]);
    expect(at("out")).toEqual(["Outbound Link: Click", { host: "www.linkedin.com" }]);
    expect(at("rel")).toBeNull();
    expect(at("mail")).toBeNull();
    expect(clickEvent(document.body, here)).toBeNull();
    expect(at("in")).toEqual(["Outbound Link: Click", { host: "www.tidelinepartners.com" }]);
    expect(
      clickEvent(document.getElementById("in"), { ...here, host: "www.tidelinepartners.com" }),
    ).toBeNull();
  });

  it("an FAQ question opened, not closed, and not another disclosure", () => {
    html(`
      <details name="faq" id="q" open><summary><h3> How fast? </h3></summary>Soon</details>
      <details name="faq" id="closed"><summary>Closed</summary></details>
      <details name="mobile-nav" id="nav" open><summary>Services</summary></details>`);
    expect(faqEvent(document.getElementById("q"))).toEqual(["FAQ Open", { question: "How fast?" }]);
    expect(faqEvent(document.getElementById("closed"))).toBeNull();
    expect(faqEvent(document.getElementById("nav"))).toBeNull();
  });
});

describe("sending", () => {
  it("keeps only origin and path of a URL", () => {
    expect(pathOnly("https://a.example/blog/x?email=jo%40x.com#top")).toBe(
      "https://a.example/blog/x",
    );
    expect(pathOnly("not a url")).toBeNull();
    expect(pathOnly(null)).toBeNull();
  });

  it("reads the page's settings", () => {
    expect(analyticsConfig()).toBeNull();
    document.head.insertAdjacentHTML(
      "beforeend",
      '<meta name="analytics-domain" content="t.com"><meta name="analytics-endpoint" content="https://s.example/api/event">',
    );
    expect(analyticsConfig()).toEqual({ domain: "t.com", endpoint: "https://s.example/api/event" });
    document.head.querySelectorAll("meta").forEach((m) => m.remove());
  });

  it("queues events until started, then starts Plausible once, cookieless and path-only", () => {
    record("notFound", { path: "/nope" });
    expect(plausible.track).not.toHaveBeenCalled();
    start({ domain: "t.com", endpoint: "https://s.example/api/event" });
    start({ domain: "t.com", endpoint: "https://s.example/api/event" });
    expect(plausible.init).toHaveBeenCalledTimes(1);
    const config = plausible.init.mock.calls[0]![0] as PlausibleConfig;
    expect(config).toMatchObject({
      domain: "t.com",
      endpoint: "https://s.example/api/event",
      autoCapturePageviews: true,
      bindToWindow: false,
    });
    expect(
      config.transformRequest!({
        n: "pageview",
        d: "t.com",
        u: "https://t.com/contact?email=jo%40x.com#form",
        r: "https://t.com/audit?name=Jo",
      }),
    ).toMatchObject({ u: "https://t.com/contact", r: "https://t.com/audit" });
    expect(plausible.track.mock.calls).toEqual([["404", { props: { path: "/nope" } }]]);

    record("auditRequest", { service: "AI Agents" });
    expect(plausible.track).toHaveBeenLastCalledWith("Audit Request", {
      props: { service: "AI Agents" },
    });
  });

  it("once started, listens for booking clicks and FAQ toggles on the whole page", async () => {
    plausible.track.mockClear();
    html(`<a data-booking href="https://cal.com/t/x">Book a Time</a>
      <details name="faq"><summary>Why?</summary>Because</details>`);
    const link = document.querySelector("a")!;
    link.addEventListener("click", (e) => e.preventDefault());
    link.click();
    const details = document.querySelector("details")!;
    details.open = true;
    details.dispatchEvent(new Event("toggle")); // jsdom does not fire it
    await vi.waitFor(() => expect(plausible.track).toHaveBeenCalledTimes(2));
    expect(plausible.track.mock.calls).toEqual([
      ["Booking Click", { props: { page: "/", button: "page: Book a Time" } }],
      ["FAQ Open", { props: { question: "Why?" } }],
    ]);
  });
});
