import teamMembers from "virtual:content/team";

import { ComparisonTable } from "~/components/sections/comparison-table";
import { Faq } from "~/components/sections/faq";
import { PullQuote } from "~/components/sections/pull-quote";
import { StatBand } from "~/components/sections/stat-band";
import { site } from "~/config/site";
import type { Signature } from "~/content/schema";

/**
 * A page's signature section (content/schema.ts `Signature`): the section type that sets it apart
 * from its siblings. A quote is credited from the team record of the person named, so their role
 * and portrait are written once.
 */
export function SignatureSection({
  signature,
  tone,
}: {
  signature: Signature;
  tone?: "default" | "muted";
}) {
  switch (signature.kind) {
    case "quote": {
      const member = teamMembers.find((m) => m.name === signature.person);
      return (
        <PullQuote
          quote={signature.quote}
          name={signature.person}
          role={member?.role}
          company={site.name}
          portrait={{ image: member?.image }}
        />
      );
    }
    case "comparison":
      return <ComparisonTable {...signature} tone={tone} />;
    case "metrics":
      return <StatBand {...signature} id="in-numbers" />;
    case "faq":
      return <Faq {...signature} />;
  }
}
