/**
 * GET /api/scheduling-link as a Gatsby Function (gatsby develop, gatsby serve, Netlify through
 * Gatsby's adapter). The logic is in src/scheduling/schedulingLinkHandler.ts.
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { createSchedulingLinkHandler } from "../scheduling/schedulingLinkHandler";

const handle = createSchedulingLinkHandler();

// Gatsby compiles every `process.env.NAME` of a function into its value at build time; read
// through globalThis, the token comes from the host's environment when the function runs.
const runtimeEnvironment = () => globalThis.process.env;

export default async function schedulingLink(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
  const response = await handle(
    new Request(new URL(req.url ?? "/api/scheduling-link", "http://localhost"), { method: req.method }),
    runtimeEnvironment(),
  );
  res.status(response.status);
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.send(req.method === "HEAD" ? undefined : await response.text());
}
