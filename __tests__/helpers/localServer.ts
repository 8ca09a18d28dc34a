/** scripts/serve.mjs run as `npm run serve` runs it, on a free port, and raw requests to it. */
import { spawn, type ChildProcess } from "child_process";
import http from "http";
import path from "path";

const SCRIPT = path.join(__dirname, "..", "..", "scripts", "serve.mjs");

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request with the path sent exactly as written (no normalisation by a client). */
export const request = (port: number, target: string, { method = "GET", host = "127.0.0.1", headers = {} } = {}) =>
  new Promise<Answer>((resolve, reject) => {
    const req = http.request({ host, port, path: target, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });

export interface Server {
  port: number;
  process: ChildProcess;
  output: () => string;
}

/** `env` is the server's environment over this process's (without CALENDLY_TOKEN unless given). */
export const start = (root: string, extra: string[] = [], env: Record<string, string> = {}) =>
  new Promise<Server>((resolve, reject) => {
    const child = spawn(process.execPath, [SCRIPT, "--port", "0", "--root", root, ...extra], {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, CALENDLY_TOKEN: "", ...env },
    });
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /on http:\/\/\S+:(\d+)/.exec(output);
      if (match) resolve({ port: Number(match[1]), process: child, output: () => output });
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.on("exit", (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });

export const stop = (server: Server) =>
  new Promise<void>((resolve) => {
    if (server.process.exitCode !== null) return resolve();
    server.process.removeAllListeners("exit");
    server.process.on("exit", () => resolve());
    server.process.kill();
  });
