import { SmartLink } from "~/components/ui/smart-link";
import { cn } from "~/lib/cn";

type Crumb = { label: string; to?: string };

/**
 * Breadcrumb trail (WAI-ARIA pattern): a labelled nav holding an ordered list; the last item is
 * the current page. A crumb without `to` is plain text (a grouping with no page of its own).
 * Styled for the dark hero.
 */
export function Breadcrumb({ items, className }: { items: Crumb[]; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={cn("mb-6", className)}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-brand-100">
        {items.map((crumb, i) => {
          const current = i === items.length - 1;
          return (
            <li key={crumb.label} className="flex items-center gap-2">
              {i > 0 && (
                <span aria-hidden="true" className="text-brand-300">
                  /
                </span>
              )}
              {current ? (
                <span aria-current="page" className="font-semibold text-white">
                  {crumb.label}
                </span>
              ) : crumb.to ? (
                <SmartLink
                  to={crumb.to}
                  className="underline decoration-brand-400 underline-offset-4 hover:text-white hover:decoration-white"
                >
                  {crumb.label}
                </SmartLink>
              ) : (
                <span>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
