import type * as React from "react";

import { Card, CardBody, CardTitle, IconBadge } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/content/icons";
import { cn } from "~/lib/cn";

type CatalogueCardProps = {
  icon: IconName;
  /** Small label above the title, e.g. an agent's category. */
  kicker?: string;
  title: string;
  description: string;
  bullets?: string[];
  /** Accessible name of the bullet list, e.g. "Sales Agent features". */
  bulletsLabel?: string;
  /** Footer content pinned to the bottom of the card (buttons, tags). */
  children?: React.ReactNode;
  className?: string;
};

/** A catalogue entry (agent, workflow template): icon, optional kicker, h3 title, description, checked bullets and a footer. */
export function CatalogueCard({
  icon,
  kicker,
  title,
  description,
  bullets,
  bulletsLabel,
  children,
  className,
}: CatalogueCardProps) {
  return (
    <Card className={cn("h-full p-6 sm:p-8", className)}>
      <div className="flex items-center gap-4">
        <IconBadge>
          <Icon name={icon} />
        </IconBadge>
        <div>
          {kicker && (
            <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">
              {kicker}
            </p>
          )}
          <CardTitle className="text-xl">{title}</CardTitle>
        </div>
      </div>
      <CardBody className="mt-4 flex-none">{description}</CardBody>
      {bullets && (
        <ul role="list" aria-label={bulletsLabel} className="mt-5 grid gap-2.5">
          {bullets.map((b) => (
            <li key={b} className="flex gap-2.5">
              <Icon name="check" className="mt-0.5 size-5 text-brand-600" />
              <span>{b}</span>
            </li>
          ))}
        </ul>
      )}
      {children && <div className="mt-auto flex flex-col gap-5 pt-7">{children}</div>}
    </Card>
  );
}
