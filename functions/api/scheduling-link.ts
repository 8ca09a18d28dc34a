/**
 * GET /api/scheduling-link as a Cloudflare Pages Function; the token and the other settings
 * are the project's environment variables (bindings). The logic is in
 * src/scheduling/schedulingLinkHandler.ts.
 */
import {
  createSchedulingLinkHandler,
  type SchedulingLinkEnvironment,
} from "../../src/scheduling/schedulingLinkHandler";

// Per isolate: Cloudflare keeps an isolate for many requests, so the cache and the shared lookup hold there.
const handle = createSchedulingLinkHandler();

export const onRequest = ({ request, env }: { request: Request; env: SchedulingLinkEnvironment }) =>
  handle(request, env);
