import { Icon } from "~/components/ui/icon";
import { SmartLink } from "~/components/ui/smart-link";
import { cn } from "~/lib/cn";

/** "Back to the blog" link used on articles and the Coming Soon view. */
export function BackToBlog({
  className,
  label = "All articles",
}: {
  className?: string;
  label?: string;
}) {
  return (
    <SmartLink
      to="/blog"
      className={cn(
        "inline-flex items-center gap-2 rounded-control font-semibold underline-offset-4 hover:underline",
        className,
      )}
    >
      <Icon name="chevron-left" className="size-4" />
      {label}
    </SmartLink>
  );
}
