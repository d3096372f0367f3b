import type * as React from "react";

import { Card, CardBody, CardTitle, IconBadge } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/content/icons";
import { cn } from "~/lib/cn";
import { IconList } from "~/components/ui/icon-list";

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
        <IconList items={bullets} aria-label={bulletsLabel} gap="gap-2.5" className="mt-5" />
      )}
      {children && <div className="mt-auto flex flex-col gap-5 pt-7">{children}</div>}
    </Card>
  );
}
