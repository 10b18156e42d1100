// node --test Clients/web/tests/ — the page's connection (connection.js) against a scripted socket.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Connection, RETRY_FIRST_MS, RETRY_MAX_MS } from "../connection.js";

class FakeSocket {
  constructor() {
    this.readyState = 0;
    this.sent = [];
    this.listeners = {};
  }
  addEventListener(type, listener) {
    (this.listeners[type] ??= []).push(listener);
  }
  close() {
    this.closedByPage = true;
  }
  send(text) {
    this.sent.push(JSON.parse(text));
  }
  emit(type, event = {}) {
    if (type === "open") this.readyState = 1;
    if (type === "close") this.readyState = 3;
    for (const listener of this.listeners[type] ?? []) listener(event);
  }
  answer(message) {
    this.emit("message", { data: JSON.stringify({ jsonrpc: "2.0", ...message }) });
  }
}

// A connection whose sockets, timers and events the test holds.
function rig({ refusal = null } = {}) {
  const sockets = [];
  const seen = [];
  const timers = { due: [], setTimeout: (run, ms) => timers.due.push({ run, ms }) - 1, clearTimeout() {} };
  const record = (name) => (...args) => seen.push([name, ...args]);
  const connection = new Connection({
    open: () => sockets[sockets.push(new FakeSocket()) - 1],
    authRefusal: async () => refusal,
    timers,
    events: Object.fromEntries(["connecting", "opened", "notification", "strayError", "lost", "retrying", "closed"]
      .map((name) => [name, record(name)])),
  });
  return { connection, sockets, seen, timers, socket: () => sockets[sockets.length - 1] };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

test("requests are numbered, answered by id, and errors reject with the error object", async () => {
  const { connection, socket } = rig();
  connection.connect();
  socket().emit("open");
  const first = connection.request("initialize", { protocolVersion: "1" });
  const second = connection.request("navigation/back");
  assert.deepEqual(socket().sent, [
    { jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "1" } },
    { jsonrpc: "2.0", id: 2, method: "navigation/back" },
  ]);
  assert.equal(connection.unanswered, 2);
  socket().answer({ id: 2, error: { code: -32602, message: "no", data: { kind: "root_view" } } });
  socket().answer({ id: 1, result: { protocolVersion: "1" } });
  assert.deepEqual(await first, { protocolVersion: "1" });
  await assert.rejects(second, (error) => error.code === -32602 && error.data.kind === "root_view");
  assert.equal(connection.unanswered, 0);
});

test("notifications go to the page; an unmatched error and a line that is not JSON are shown", () => {
  const { connection, socket, seen } = rig();
  connection.connect();
  socket().emit("open");
  socket().answer({ method: "router/navigate", params: { stack: ["v1"] } });
  socket().answer({ method: "view/closed" });
  socket().answer({ id: 99, error: { code: -32600, message: "bad" } });
  socket().answer({ id: 98, result: {} }); // an answer to nothing the page asked: dropped
  socket().emit("message", { data: "not json" });
  assert.deepEqual(seen.slice(2).map(([name, ...args]) => [name, args[0]?.message ?? args[0]]), [
    ["notification", "router/navigate"],
    ["notification", "view/closed"],
    ["strayError", "bad"],
    ["strayError", "The host sent a line that is not JSON."],
  ]);
  assert.deepEqual(seen[3][2], {}, "a notification without params is given {}");
});

test("a request while not connected is refused; one cut off by a close rejects as connectionClosed", async () => {
  const { connection, socket } = rig();
  await assert.rejects(connection.request("view/get"), /not connected/);
  connection.connect();
  await assert.rejects(connection.request("view/get"), /not connected/); // still opening
  socket().emit("open");
  const cut = connection.request("view/get", { viewId: "v1" });
  socket().emit("close", { code: 1006 });
  await assert.rejects(cut, (error) => error.connectionClosed === true);
  assert.equal(connection.unanswered, 0);
});

test("a drop reconnects after 0.5 s, 1 s, 2 s … at most 10 s, each a new epoch; an open resets the delay", async () => {
  const { connection, sockets, seen, timers, socket } = rig();
  connection.connect();
  assert.equal(connection.epoch, 1);
  const delays = [];
  for (let drop = 0; drop < 7; drop++) {
    socket().emit("close", { code: 1006 });
    await settle();
    const { run, ms } = timers.due.shift();
    delays.push(ms);
    run();
  }
  assert.deepEqual(delays, [500, 1000, 2000, 4000, 8000, RETRY_MAX_MS, RETRY_MAX_MS]);
  assert.equal(sockets.length, 8);
  assert.equal(connection.epoch, 8);
  assert.deepEqual(seen.filter(([name]) => name === "connecting").map(([, retrying]) => retrying),
    [false, true, true, true, true, true, true, true]);
  socket().emit("open");
  socket().emit("close", { code: 1001 });
  await settle();
  assert.equal(timers.due.shift().ms, RETRY_FIRST_MS);
});

test("the host stopped, a full server and a failed start are shown, not retried", async () => {
  for (const [code, reason, shown] of [
    [4000, "", "The host stopped."],
    [4000, "The host exited with status 3.", "The host exited with status 3."],
    [4001, "", "This server is full. Close a tab or try again later."],
    [4002, "The host could not be started: No such file.", "The host could not be started: No such file."],
  ]) {
    const { connection, seen, timers, socket } = rig();
    connection.connect();
    socket().emit("open");
    socket().emit("close", { code, reason });
    await settle();
    assert.deepEqual(seen.at(-1), ["closed", shown, code]);
    assert.equal(timers.due.length, 0);
  }
});

test("a socket that cannot open because the token is refused shows the bridge's reason, and is not retried", async () => {
  const { connection, seen, timers, socket } = rig({ refusal: "viperhost-web: not authorized: …" });
  connection.connect();
  socket().emit("close", { code: 1006 });
  await settle();
  assert.deepEqual(seen.at(-1), ["closed", "viperhost-web: not authorized: …", "auth"]);
  assert.equal(timers.due.length, 0);
});

test("the events of a socket the page replaced are not the connection's", async () => {
  const { connection, sockets, seen } = rig();
  connection.connect();
  connection.connect(); // the user's Reconnect while the first still opens
  const count = seen.length;
  sockets[0].emit("open");
  sockets[0].answer({ method: "view/update", params: {} });
  sockets[0].emit("close", { code: 1006 });
  await settle();
  assert.equal(seen.length, count);
  assert.equal(connection.epoch, 2);
  assert.equal(sockets[0].closedByPage, true, "the replaced socket is closed (its host ends)");
});
