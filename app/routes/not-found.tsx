import type { Route } from "./+types/not-found";
import { notFoundMeta } from "~/components/sections/not-found-meta";
import { NotFoundView } from "~/components/sections/not-found-view";

export const meta: Route.MetaFunction = ({ location }) => notFoundMeta(location.pathname);

/** Unknown paths: prerendered at /404 and served by the host as 404.html with status 404. */
export default function NotFound() {
  return <NotFoundView />;
}
