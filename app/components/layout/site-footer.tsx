import { Stars } from "~/components/ui/stars";

import { Logo } from "~/components/layout/logo";
import { NewsletterForm } from "~/components/layout/newsletter-form";
import { SocialIcon } from "~/components/layout/social-icons";
import { SmartLink } from "~/components/ui/smart-link";
import { footerColumns, footerLegal, footerSocial } from "~/config/footer";
import { site } from "~/config/site";
import { useToday } from "~/hooks/use-today";

const linkClass =
  "rounded-sm text-brand-100 underline-offset-4 transition-colors hover:text-white hover:underline";

/**
 * Brand and rating, three link columns and the newsletter; a bottom bar with the copyright, the
 * legal pages and the social links. Renders from `config/navigation.ts`. The bottom padding
 * keeps the booking dock (phones to laptops) clear of the last line.
 */
export function SiteFooter() {
  const year = useToday().getFullYear();
  return (
    <footer className="bg-brand-950 pb-(--dock-height) text-brand-100">
      <div className="mx-auto grid max-w-content grid-cols-2 gap-x-8 gap-y-10 px-5 pt-12 pb-10 sm:px-8 md:grid-cols-3 lg:grid-cols-[1.25fr_1fr_0.75fr_0.9fr_1.4fr] lg:gap-x-8 lg:pt-20 lg:pb-16">
        <div className="col-span-2 md:col-span-3 lg:col-span-1">
          <Logo inverted />
          <p className="mt-5 max-w-sm leading-relaxed text-brand-100">
            We help owner-led service businesses stop drowning in admin: workflow automation, AI
            agents, websites that sell and senior operators on a fractional basis.
          </p>
          <figure className="mt-6">
            <Stars
              count={site.footerRating}
              label={`Rated ${site.footerRating} out of 5 stars`}
              size={20}
              gap={4}
              className="text-accent-400"
            />
            <blockquote className="mt-2 text-lg font-semibold text-white">
              “{site.footerQuote}”
            </blockquote>
          </figure>
        </div>
        {footerColumns.map((column, i) => (
          <nav
            key={column.title}
            aria-labelledby={`footer-${column.title.toLowerCase()}`}
            // Phones: the first (longest) column beside the other two stacked, no empty cell.
            className={i === 0 ? "row-span-2 md:row-span-1" : undefined}
          >
            <h2
              id={`footer-${column.title.toLowerCase()}`}
              className="text-sm font-semibold tracking-wider text-white uppercase"
            >
              {column.title}
            </h2>
            <LinkList links={column.links} className="mt-4 grid gap-3 text-[0.9375rem]" />
          </nav>
        ))}
        <div className="col-span-2 md:col-span-3 lg:col-span-1">
          <NewsletterForm />
          <p className="mt-6 text-sm text-brand-100">
            Questions?{" "}
            <a
              href={`mailto:${site.email}`}
              className="font-medium text-white underline underline-offset-4"
            >
              {site.email}
            </a>
          </p>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-content flex-col gap-2 px-5 py-5 text-sm sm:px-8 md:flex-row md:items-center md:justify-between md:py-6">
          <div className="flex flex-col gap-x-6 gap-y-2 sm:flex-row sm:items-center">
            <p>
              © {year} {site.name}. All rights reserved.
            </p>
            <nav aria-label="Legal">
              <LinkList links={footerLegal} className="flex gap-5" />
            </nav>
          </div>
          <ul role="list" className="flex gap-1">
            {footerSocial.map((s) => (
              <li key={s.label}>
                <SmartLink
                  to={s.href}
                  aria-label={s.label}
                  className="inline-flex size-11 items-center justify-center rounded-full text-brand-100 transition-colors hover:bg-white/10 hover:text-white"
                >
                  <SocialIcon name={s.icon} />
                </SmartLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}

/** One list of footer links (a column, or the legal pages in the bottom bar). */
function LinkList({
  links,
  className,
}: {
  links: readonly { title: string; href: string }[];
  className: string;
}) {
  return (
    <ul role="list" className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <SmartLink to={link.href} className={linkClass}>
            {link.title}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
