import type { LucideProps } from "lucide-react";

import { type IconName, icons } from "~/content/icons";

/** Renders an icon from the icon map by its key. Decorative by default. */
export function Icon({ name, ...props }: LucideProps & { name: IconName }) {
  const Component = icons[name];
  return <Component aria-hidden="true" focusable="false" {...props} />;
}
