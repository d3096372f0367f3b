import { useEffect, useState } from "react";

import { BookCallButton, bookingFrameUrl } from "~/components/ui/book-call-button";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { Section, SectionHeading } from "~/components/ui/section";
import { site } from "~/config/site";
import { IconList } from "~/components/ui/icon-list";

type BookingCalendarProps = {
  eyebrow: string;
  title: string;
  intro: string;
  /** What the visitor gets from the call, shown beside the calendar. */
  points: string[];
};

/** A month sketch drawn in CSS: what the calendar looks like before it is loaded. */
function MonthSketch() {
  const open = new Set([3, 4, 6, 10, 11, 13, 17, 18, 20, 24, 25]);
  return (
    <div aria-hidden="true" className="grid grid-cols-7 gap-1.5 sm:gap-2">
      {["M", "T", "W", "T", "F", "S", "S"].map((d, i) => (
        <span key={i} className="text-center text-xs font-semibold text-brand-700">
          {d}
        </span>
      ))}
      {Array.from({ length: 28 }, (_, i) => (
        <span
          key={i}
          className={
            open.has(i)
              ? "aspect-square rounded-md bg-brand-100 ring-1 ring-brand-300"
              : "aspect-square rounded-md bg-white ring-1 ring-brand-100"
          }
        />
      ))}
    </div>
  );
}

/**
 * The scheduling service's calendar inline, behind a click-to-load facade: until the visitor asks
 * for it, nothing is requested from the service (no script, no frame, no cookies). Without
 * JavaScript the facade offers the plain booking link, which always stays below as the fallback.
 */
export function BookingCalendar({ eyebrow, title, intro, points }: BookingCalendarProps) {
  const [ready, setReady] = useState(false);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => setReady(true), []);

  return (
    <Section id="calendar" aria-labelledby="calendar-title" reveal={false}>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)] lg:gap-14">
        <div>
          <SectionHeading
            id="calendar-title"
            eyebrow={eyebrow}
            title={title}
            intro={intro}
            className="mb-6 lg:mb-8"
          />
          <IconList items={points} textClassName="text-foreground" />
          <p className="mt-6 text-sm text-slate-700">
            Rather book on the scheduling service's own page?{" "}
            <BookCallButton variant="link" size={null} className="h-auto text-sm">
              Open the booking page
            </BookCallButton>
          </p>
        </div>
        <div
          data-booking-calendar=""
          className="overflow-hidden rounded-card border border-brand-100 bg-brand-50"
        >
          {loaded ? (
            <iframe
              src={bookingFrameUrl()}
              title={`Booking calendar: ${site.bookingLabel}`}
              className="block h-[44rem] w-full bg-white"
              loading="eager"
            />
          ) : (
            <div className="grid gap-6 p-6 sm:p-8">
              <MonthSketch />
              <div className="grid justify-items-start gap-3">
                {ready ? (
                  <Button variant="default" size="lg" onClick={() => setLoaded(true)}>
                    <Icon name="calendar-days" aria-hidden="true" />
                    Show available times here
                  </Button>
                ) : (
                  <BookCallButton variant="default" size="lg">
                    <Icon name="calendar-days" aria-hidden="true" />
                    See available times
                  </BookCallButton>
                )}
                <p className="text-sm text-slate-700">
                  The calendar comes from our scheduling service, Cal.com; it loads only when you
                  ask for it.
                </p>
              </div>
            </div>
          )}
        </div>
      </div>
    </Section>
  );
}
