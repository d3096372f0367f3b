// The not-found view as a dynamic import's own entry (components/sections/not-found-meta.ts).
// Imported dynamically here and statically by the not-found route, the view's module would need
// a namespace object built at run time, and the bundler's helper for that would join the small
// runtime chunk every page loads; a re-export of its own is a chunk whose exports are the
// namespace.
export { NotFoundView as default } from "~/components/sections/not-found-view";
