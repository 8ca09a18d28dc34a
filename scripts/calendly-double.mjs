// A stand-in for the scheduling provider's API (Calendly's users/me and event_types) on
// 127.0.0.1, for tests. It checks the bearer token and answers as told by its control port.
//
//   node scripts/calendly-double.mjs --port 9190 --control-port 9191 --token test-token
//
// Control: POST http://127.0.0.1:<control>/scenario/<name>, GET /requests (what was asked),
// POST /reset. Scenarios: success, first-inactive, none-active, users-401,
// event-types-500, malformed-json, refused (the API port stops listening), no-answer,
// paginated (the first active event type is on page 2), and link-javascript, link-http,
// link-lookalike (the active event type's scheduling_url is not an https calendly.com page).
import fs from "fs";
import http from "http";

const config = JSON.parse(fs.readFileSync(new URL("./e2e-config.json", import.meta.url), "utf8"));

export const SCENARIOS = [
  "success",
  "first-inactive",
  "none-active",
  "users-401",
  "event-types-500",
  "malformed-json",
  "refused",
  "no-answer",
  "paginated",
  "link-javascript",
  "link-http",
  "link-lookalike",
];

/** Booking links no site should open, by scenario. */
const HOSTILE_LINKS = {
  "link-javascript": "javascript:alert(document.domain)",
  "link-http": "http://calendly.com/ferrolink-test/strategy-call",
  "link-lookalike": "https://calendly.com.evil.example/ferrolink-test/strategy-call",
};

const LINKS = config.links;

export const startCalendlyDouble = async ({ port, controlPort, token, scenario = "success" }) => {
  let current = scenario;
  let requests = [];
  const userUri = `http://127.0.0.1:${port}/users/FERRO123`;
  const hanging = new Set();

  const json = (res, status, body) => {
    res.writeHead(status, { "Content-Type": "application/json", "Access-Control-Allow-Origin": "*" });
    res.end(typeof body === "string" ? body : JSON.stringify(body));
  };

  const eventTypes = (query) => {
    const type = (name, active, url) => ({ name, active, scheduling_url: url, uri: `${userUri}/${name}` });
    if (HOSTILE_LINKS[current]) return [type("strategy", true, HOSTILE_LINKS[current])];
    if (current === "paginated") {
      // Two pages, as Calendly's API pages them: next_page is the full URL of the next one.
      if (query.get("page_token") === "2") return { collection: [type("later", true, LINKS.laterPage)], next: null };
      const next = new URL(`http://127.0.0.1:${port}/event_types`);
      for (const [key, value] of query) next.searchParams.set(key, value);
      next.searchParams.set("page_token", "2");
      return {
        collection: [
          type("retired", false, "https://calendly.com/ferrolink-test/retired"),
          type("old", false, "https://calendly.com/ferrolink-test/old"),
        ],
        next: next.href,
      };
    }
    if (current === "first-inactive") {
      return [
        type("retired", false, "https://calendly.com/ferrolink-test/retired"),
        type("second", true, LINKS.firstInactive),
      ];
    }
    if (current === "none-active")
      return [
        type("a", false, "https://calendly.com/ferrolink-test/a"),
        type("b", false, "https://calendly.com/ferrolink-test/b"),
      ];
    return [type("strategy", true, LINKS.success), type("other", true, "https://calendly.com/ferrolink-test/other")];
  };

  const api = http.createServer((req, res) => {
    if (req.method === "OPTIONS") {
      res.writeHead(204, {
        "Access-Control-Allow-Origin": "*",
        "Access-Control-Allow-Headers": "Authorization, Content-Type",
        "Access-Control-Allow-Methods": "GET",
      });
      return res.end();
    }
    const url = new URL(req.url, `http://127.0.0.1:${port}`);
    requests.push({
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authorization: req.headers.authorization ?? null,
      contentType: req.headers["content-type"] ?? null,
    });
    if (current === "no-answer") {
      hanging.add(res);
      return;
    }
    if (req.headers.authorization !== `Bearer ${token}`)
      return json(res, 401, { title: "Unauthenticated", message: "The access token is invalid" });
    if (url.pathname === "/users/me") {
      if (current === "users-401")
        return json(res, 401, { title: "Unauthenticated", message: "The access token expired" });
      if (current === "malformed-json") return json(res, 200, '{"resource": {"uri": ');
      return json(res, 200, { resource: { uri: userUri, name: "Ferrolink Test" } });
    }
    if (url.pathname === "/event_types") {
      if (url.searchParams.get("user") !== userUri) return json(res, 400, { title: "Invalid Argument" });
      if (current === "event-types-500") return json(res, 500, { title: "Internal Server Error" });
      const types = eventTypes(url.searchParams);
      const { collection, next } = Array.isArray(types) ? { collection: types, next: null } : types;
      return json(res, 200, { collection, pagination: { count: collection.length, next_page: next } });
    }
    json(res, 404, { title: "Resource Not Found" });
  });

  const listenApi = () =>
    new Promise((resolve) => (api.listening ? resolve() : api.listen(port, "127.0.0.1", resolve)));
  const closeApi = () =>
    new Promise((resolve) => {
      for (const res of hanging) res.destroy();
      hanging.clear();
      if (!api.listening) return resolve();
      api.close(() => resolve());
      api.closeAllConnections();
    });

  const setScenario = async (name) => {
    if (!SCENARIOS.includes(name)) throw new Error(`unknown scenario ${name}`);
    current = name;
    requests = [];
    for (const res of hanging) res.destroy();
    hanging.clear();
    if (name === "refused") await closeApi();
    else await listenApi();
  };

  const control = http.createServer(async (req, res) => {
    const url = new URL(req.url, "http://127.0.0.1");
    const scenarioMatch = /^\/scenario\/([\w-]+)$/.exec(url.pathname);
    try {
      if (req.method === "POST" && scenarioMatch) await setScenario(scenarioMatch[1]);
      else if (req.method === "POST" && url.pathname === "/reset") await setScenario("success");
      else if (!(req.method === "GET" && url.pathname === "/requests"))
        return json(res, 404, { error: "unknown control" });
      json(res, 200, { scenario: current, requests });
    } catch (error) {
      json(res, 400, { error: error.message });
    }
  });

  await setScenario(current);
  if (controlPort) await new Promise((resolve) => control.listen(controlPort, "127.0.0.1", resolve));
  return {
    apiUrl: `http://127.0.0.1:${port}`,
    setScenario,
    requests: () => requests,
    close: async () => {
      await closeApi();
      if (control.listening) await new Promise((resolve) => control.close(resolve));
    },
  };
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name, fallback) => {
    const index = process.argv.indexOf(`--${name}`);
    return index > -1 ? process.argv[index + 1] : fallback;
  };
  const double = await startCalendlyDouble({
    port: Number(arg("port", 9190)),
    controlPort: Number(arg("control-port", 9191)),
    token: arg("token", "test-token"),
    scenario: arg("scenario", "success"),
  });
  console.log(`Calendly test double on ${double.apiUrl}, control on port ${arg("control-port", 9191)}`);
}
