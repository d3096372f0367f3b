// The Coming Soon view as a chunk's entry, for routes/blog-post.tsx's lazy view: a bare
// re-export, so the bundler adds no namespace helper to the chunk every page loads.
export { ComingSoon as default } from "~/components/blog/coming-soon";
