import { site } from "~/config/site";

/** Text from `messages`, with the agency's address in it turned into a mailto link. */
export function EmailText({ text, linkClassName }: { text: string; linkClassName?: string }) {
  const [before, ...rest] = text.split(site.email);
  if (rest.length === 0) return text;
  return (
    <>
      {before}
      <a className={linkClassName} href={`mailto:${site.email}`}>
        {site.email}
      </a>
      {rest.join(site.email)}
    </>
  );
}
