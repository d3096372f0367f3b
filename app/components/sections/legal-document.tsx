import { HeroPanel } from "~/components/ui/hero-panel";
import { ScrollLink } from "~/components/ui/scroll-link";
import { Section } from "~/components/ui/section";
import { addressLines, site } from "~/config/site";
import { useToday } from "~/hooks/use-today";
import { formatIsoDate, toIsoDate } from "~/lib/dates";

/** "Last Updated" is always the visitor's today the page is read: computed in the browser. */
function LastUpdated() {
  const iso = toIsoDate(useToday());
  return (
    <p className="text-sm font-semibold text-brand-700" data-testid="last-updated">
      Last Updated:{" "}
      {/* The prerendered HTML carries the build date; the browser swaps in today's date. */}
      <time dateTime={iso} suppressHydrationWarning>
        {formatIsoDate(iso)}
      </time>
    </p>
  );
}

/**
 * A legal document: the date line, the numbered sections compiled from Markdown at build time
 * (sanitized by scripts/vite-markdown.ts, so safe to inject), and the contact block from config.
 */
export function LegalDocument({ html }: { html: string }) {
  return (
    <Section width="narrow" reveal={false}>
      <LastUpdated />
      <div className="mt-8 border-t border-border pt-10">
        {/* Safe to inject: the HTML was produced and sanitized at build time. */}
        <div className="legal-prose" dangerouslySetInnerHTML={{ __html: html }} />
      </div>
      <div className="mt-10 rounded-card border border-brand-200 bg-brand-50 p-6 sm:p-8">
        <h2 className="text-xl font-bold text-brand-950">Contact us</h2>
        <address className="mt-3 leading-relaxed text-foreground not-italic">
          <span className="block font-semibold">{site.name}</span>
          {addressLines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
          <a
            href={`mailto:${site.email}`}
            className="mt-3 inline-block font-semibold text-brand-700 underline underline-offset-4"
          >
            {site.email}
          </a>
        </address>
      </div>
    </Section>
  );
}

/**
 * A legal page's hero visual: its table of contents, each section a jump to its heading. On
 * phones it sits under the title too: a long document is read by jumping.
 */
export function LegalContents({ toc }: { toc: readonly { id: string; title: string }[] }) {
  return (
    <HeroPanel title="On this page" badge={`${toc.length} sections`}>
      <nav aria-label="Sections of this page">
        <ol role="list" className="grid gap-1 sm:grid-cols-1">
          {toc.map((entry) => (
            <li key={entry.id}>
              <ScrollLink
                targetId={entry.id}
                className="block rounded-md py-1.5 text-brand-50 hover:text-white hover:underline"
              >
                {entry.title}
              </ScrollLink>
            </li>
          ))}
        </ol>
      </nav>
    </HeroPanel>
  );
}
