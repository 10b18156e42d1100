// node --test Clients/web/tests/ — the page under viperhost-dev (Protocol/DEV.md): the build panel (dev.js) in
// jsdom, and the connection's immediate reconnect after the host was swapped (close code 4003).
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import Module from "node:module";
import { Connection, NO_RETRY, HOST_SWAPPED } from "../connection.js";

process.env.NODE_PATH = [process.env.NODE_PATH, "/usr/share/nodejs"].filter(Boolean).join(":");
Module._initPaths();
const { JSDOM } = createRequire(import.meta.url)("jsdom");
const dom = new JSDOM("<!doctype html><body><header></header><main id=view></main></body>");
globalThis.document = dom.window.document;
const { devNotice } = await import("../dev.js");

const panel = () => document.getElementById("dev-build");
const failed = {
  state: "failed",
  diagnostics: [
    { file: "Sources/A.swift", line: 3, column: 9, severity: "error", message: "expected <expression>" },
    { file: "Sources/B.swift", line: 1, column: 1, severity: "warning", message: "unused" },
  ],
  output: "raw",
};

test("a failed build is an alert under the header listing file:line:column: severity: message as text", () => {
  devNotice("dev/build", failed);
  assert.equal(panel().getAttribute("role"), "alert");
  assert.equal(panel().previousElementSibling.tagName, "HEADER");
  assert.equal(panel().querySelector("h2").textContent, "Build failed: 1 error");
  assert.deepEqual([...panel().querySelectorAll("li")].map((li) => li.textContent), [
    "Sources/A.swift:3:9: error: expected <expression>",
    "Sources/B.swift:1:1: warning: unused",
  ]);
  assert.equal(panel().querySelectorAll("expression").length, 0); // text, never markup
});

test("without diagnostics the raw output shows; building is a status; ok removes the panel", () => {
  devNotice("dev/build", { state: "failed", diagnostics: [], output: "ld: undefined reference" });
  assert.equal(panel().querySelector("pre").textContent, "ld: undefined reference");
  devNotice("dev/build", { state: "building", files: ["Sources/A.swift"] });
  assert.equal(panel().getAttribute("role"), "status");
  assert.equal(panel().textContent, "Rebuilding (Sources/A.swift)…");
  devNotice("dev/build", { state: "ok" });
  assert.equal(panel(), null);
});

test("a new build that compiles but does not start says so, with the host's last words", () => {
  devNotice("dev/build", { state: "failed", stage: "start", diagnostics: [], output: "Exit status 3:\nfatal: gone" });
  assert.equal(panel().querySelector("h2").textContent, "The new build does not start");
  assert.equal(panel().querySelector("pre").textContent, "Exit status 3:\nfatal: gone");
  devNotice("dev/build", { state: "ok" });
});

test("a swap that could not restore says so in one line; a restored one shows nothing", () => {
  devNotice("dev/swap", { state: "done", restored: true });
  assert.equal(panel(), null);
  devNotice("dev/swap", { state: "done", restored: false, note: "The saved session did not open." });
  assert.equal(panel().textContent, "The saved session did not open.");
  devNotice("dev/build", { state: "ok" });
  devNotice("some/other", {}); // any other notification: nothing
  assert.equal(panel(), null);
  // Restored, but a view opened fresh (its saved state no longer fits the build): its one line.
  devNotice("dev/swap", { state: "done", restored: true, fresh: ["bench-form"], note: "bench-form opened fresh" });
  assert.equal(panel().textContent, "bench-form opened fresh");
  devNotice("dev/build", { state: "ok" });
});

test("closed with 4003 (the host swapped), the page opens a new socket at once; 4000 still does not retry", () => {
  assert.ok(!NO_RETRY.has(HOST_SWAPPED) && NO_RETRY.has(4000));
  const sockets = [];
  const timers = { due: [], setTimeout: (run, ms) => timers.due.push({ run, ms }), clearTimeout() {} };
  const events = Object.fromEntries(["connecting", "opened", "notification", "strayError", "lost", "retrying", "closed"]
    .map((name) => [name, () => {}]));
  const connection = new Connection({
    open: () => {
      const listeners = {};
      const socket = { readyState: 1, addEventListener: (t, l) => (listeners[t] ??= []).push(l), close() {},
        emit: (t, e) => (listeners[t] ?? []).forEach((l) => l(e)) };
      sockets.push(socket);
      return socket;
    },
    timers,
    events,
  });
  connection.connect();
  sockets[0].emit("close", { code: HOST_SWAPPED, reason: "The host was rebuilt." });
  return new Promise((resolve) => setImmediate(() => {
    assert.equal(sockets.length, 2);
    assert.deepEqual(timers.due, []); // not after the back-off
    resolve();
  }));
});
