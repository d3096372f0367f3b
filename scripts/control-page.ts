// The benches' control: a page of one heading and one paragraph, with no stylesheet and no script,
// served by the bench's own process. Whatever it measures is the browser's and the machine's own
// work, so every figure of the site's pages is read against it: Lighthouse's TBT in `npm run
// bench`, and a tap or click on its paragraph in `npm run bench:interactions` (decision 0073).
import { createServer, type Server } from "node:http";

export const controlHtml =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Control</title><meta name="description" content="A control page for the benchmark."></head><body><main><h1>Control page</h1><p>One heading and one paragraph, with no stylesheet and no script.</p></main></body></html>';

/** Serves the control page at every path on `port` (localhost); close the server when done. */
export function serveControl(port: number): Server {
  return createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(controlHtml);
  }).listen(port);
}
