/**
 * @jest-environment node
 */
// `npm run serve -- --port N`, as a developer types it (walk 7, N5): the site on port N.
import { spawn } from "child_process";
import fs from "fs";
import net from "net";
import os from "os";
import path from "path";
import { request } from "../helpers/localServer";

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

test("npm run serve -- --port N serves on N", async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "serve-port-"));
  fs.writeFileSync(path.join(root, "index.html"), "<!doctype html><title>home</title>");
  const port = await freePort();
  // Its own process group, so that npm, its shell and the server stop together.
  const npm = spawn("npm", ["run", "serve", "--", "--port", String(port), "--root", root], {
    cwd: path.join(__dirname, "..", ".."),
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
    env: { ...process.env, CALENDLY_TOKEN: "" },
  });
  try {
    const listening = await new Promise<string>((resolve, reject) => {
      let output = "";
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /Serving .* on (http:\/\/\S+)/.exec(output);
        if (match) resolve(match[1]);
      };
      npm.stdout!.on("data", onData);
      npm.stderr!.on("data", onData);
      npm.on("exit", (code) => reject(new Error(`npm run serve exited with ${code}: ${output}`)));
    });
    expect(listening).toBe(`http://127.0.0.1:${port}`);
    expect((await request(port, "/")).body).toContain("<title>home</title>");
  } finally {
    npm.removeAllListeners("exit");
    process.kill(-npm.pid!);
    fs.rmSync(root, { recursive: true, force: true });
  }
});
