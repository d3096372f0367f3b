import { Icon } from "~/components/ui/icon";

import { Logo } from "~/components/layout/logo";
import { NewsletterForm } from "~/components/layout/newsletter-form";
import { SocialIcon } from "~/components/layout/social-icons";
import { SmartLink } from "~/components/ui/smart-link";
import { footerLinks, footerSocial } from "~/config/navigation";
import { site } from "~/config/site";
import { useToday } from "~/hooks/use-today";

export function SiteFooter() {
  const year = useToday().getFullYear();
  return (
    <footer className="bg-brand-950 text-brand-100">
      <div className="mx-auto grid max-w-content grid-cols-[minmax(0,1fr)] gap-12 px-5 py-16 sm:px-8 lg:grid-cols-[1.2fr_1fr_1.2fr] lg:gap-16">
        <div>
          <Logo inverted />
          <p className="mt-5 max-w-sm leading-relaxed text-brand-200">
            We help owner-led service businesses stop drowning in admin: workflow automation, AI
            agents, websites that sell and senior operators on a fractional basis.
          </p>
          <figure className="mt-6">
            <div
              className="flex gap-1 text-accent-400"
              role="img"
              aria-label={`Rated ${site.footerRating} out of 5 stars`}
            >
              {Array.from({ length: site.footerRating }, (_, i) => (
                <Icon name="star" key={i} aria-hidden="true" className="size-5 fill-current" />
              ))}
            </div>
            <blockquote className="mt-2 text-lg font-semibold text-white">
              “{site.footerQuote}”
            </blockquote>
          </figure>
        </div>
        <nav aria-labelledby="footer-links-title">
          <h2 id="footer-links-title" className="text-base font-semibold text-white">
            Company &amp; Services
          </h2>
          <ul role="list" className="mt-4 grid gap-2.5">
            {footerLinks.map((link) => (
              <li key={link.href}>
                <SmartLink
                  to={link.href}
                  className="text-brand-200 transition-colors hover:text-white hover:underline"
                >
                  {link.title}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <NewsletterForm />
          <p className="mt-6 text-sm text-brand-200">
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
        <div className="mx-auto flex max-w-content flex-col-reverse items-center justify-between gap-4 px-5 py-6 text-sm sm:flex-row sm:px-8">
          <p>
            © {year} {site.name}. All rights reserved.
          </p>
          <ul role="list" className="flex gap-2">
            {footerSocial.map((s) => (
              <li key={s.label}>
                <SmartLink
                  to={s.href}
                  aria-label={s.label}
                  className="inline-flex size-11 items-center justify-center rounded-full text-brand-200 transition-colors hover:bg-white/10 hover:text-white"
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
