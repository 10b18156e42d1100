// The browser frontend: one WebSocket to viperhost-web, which runs one viper-host for it.
// Each frame is one JSON-RPC message (PROTOCOL.md). The page keeps a copy of every open
// view (applying view/patch, resyncing with view/get on a gap) and renders the top one.
import { authHeaders, subprotocols } from "./token.js";
import { applyPatch } from "./patch.js";
import { renderPage, renderings } from "./screen.js";
import { installTestHook } from "./testhook.js";
import { Inputs } from "./inputs.js";
import { Mirror } from "./mirror.js";

const $ = (id) => document.getElementById(id);
const CLOSE_REASONS = {
  1006: "The connection to the server was lost.",
  4000: "The host stopped.",
  4001: "This server is full. Close a tab or try again later.",
};

let ws = null;
let nextId = 1;
let pending = new Map(); // id -> {method, resolve, reject}
let onRequest = null; // the test hook's (?test only): sees each request the page sends
// The copy of every open view (mirror.js): resyncs with view/get on a gap, then re-renders.
const mirror = new Mirror({ request, changed: () => render(), failed: (error) => showError(error) });
let stack = [];
let live = false; // connected and started: controls are enabled only then
let epoch = 0; // one per connection
let ignorePops = 0;
// Automatic reconnect: a socket that closes without a reason the page must show (the bridge
// restarted, the network dropped) is opened again after 0.5 s, 1 s, 2 s … at most 10 s.
// Not after the host stopped (4000), a full server (4001) or a host that could not start (4002):
// those show their reason and a Reconnect button.
const NO_RETRY = new Set([4000, 4001, 4002]);
const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 10000;
let retryDelay = RETRY_FIRST_MS;
let retryTimer = null;

function connect() {
  clearTimeout(retryTimer);
  retryTimer = null;
  $("closed").hidden = true;
  live = false;
  epoch++;
  pending = new Map();
  mirror.clear();
  stack = [];
  render();
  const url = new URL("session", location.href);
  url.protocol = location.protocol === "https:" ? "wss:" : "ws:";
  ws = new WebSocket(url, subprotocols());
  ws.addEventListener("open", () => {
    retryDelay = RETRY_FIRST_MS;
    $("status").textContent = "";
    delete $("status").dataset.state;
    start();
  });
  ws.addEventListener("message", (event) => receive(event.data));
  ws.addEventListener("close", (event) => closed(event));
}

async function start() {
  try {
    await request("initialize", {
      protocolVersion: "1",
      clientInfo: { name: "viperhost-web" }, // exactly what the conformance set expects
      // Every input node type (PROTOCOL.md §6, "Input"): fields.js renders them, inputs.js sends edits.
      capabilities: { viewPatch: true, nodes: ["field", "toggle", "form", "stack", "section"] },
    });
    await request("app/start", { restore: true });
    live = true;
    render();
    if (backWhenLive) {
      backWhenLive = false;
      if (stack.length > 1) back();
    }
    if (window.viperTest) window.viperTest.started = true;
  } catch (error) {
    showError(error);
  }
}

function request(method, params) {
  const id = nextId++;
  const message = { jsonrpc: "2.0", id, method };
  if (params !== undefined) message.params = params;
  return new Promise((resolve, reject) => {
    if (!ws || ws.readyState !== WebSocket.OPEN) {
      reject(new Error("The page is not connected to a host."));
      return;
    }
    pending.set(id, { method, resolve, reject });
    onRequest?.(message);
    ws.send(JSON.stringify(message));
  });
}

function notify(method, params) {
  const message = { jsonrpc: "2.0", method };
  if (params !== undefined) message.params = params;
  if (ws?.readyState === WebSocket.OPEN) ws.send(JSON.stringify(message));
}

function receive(text) {
  let message;
  try {
    message = JSON.parse(text);
  } catch {
    showError(new Error("The host sent a line that is not JSON."));
    return;
  }
  if (typeof message.method === "string") {
    notification(message.method, message.params || {});
    return;
  }
  const waiter = pending.get(message.id);
  if (!waiter) {
    if (message.error) showError(message.error);
    return;
  }
  pending.delete(message.id);
  if (message.error) waiter.reject(message.error);
  else waiter.resolve(message.result);
}

function notification(method, params) {
  switch (method) {
    case "view/update":
      mirror.update(params);
      break;
    case "view/patch":
      if (!mirror.patch(params)) return;
      break;
    case "router/navigate":
      stack = Array.isArray(params.stack) ? params.stack : [];
      syncHistory();
      break;
    case "view/closed":
      mirror.closed(params.viewId);
      if (params.error) showError(params.error);
      break;
    default:
      return; // notifications this page does not know (PROTOCOL.md §12)
  }
  render();
}

function send(viewId, action, value) {
  const params = { viewId, action };
  if (value !== undefined) params.value = value;
  request("view/event", params).catch(showError);
}

function back() {
  request("navigation/back").catch(showError);
}

// The browser's Back goes back a screen: one history entry (a "guard") stands above the
// page while the stack is deeper than one screen; popping it sends navigation/back.
function syncHistory() {
  const guarded = history.state?.viper === "guard";
  if (stack.length > 1 && !guarded) history.pushState({ viper: "guard" }, "");
  else if (stack.length <= 1 && guarded) {
    ignorePops++;
    history.back();
  }
}

// A Back pressed while reconnecting is kept and sent once the new host has restored the stack.
let backWhenLive = false;

window.addEventListener("popstate", () => {
  if (ignorePops > 0) {
    ignorePops--;
    return;
  }
  if (!live) backWhenLive = true;
  else if (stack.length > 1) back();
});

// The page's inputs: edits go through the page's own request path, answers re-render.
const inputs = new Inputs({ request, render: () => render(), showError: (error) => showError(error) });

function render() {
  renderPage({ stack, views: mirror.views, live, send, epoch, inputs });
}

function showError(error) {
  if (error?.connectionClosed) return;
  const code = error?.code !== undefined ? ` (${error.code}${error.data?.kind ? ` ${error.data.kind}` : ""})` : "";
  $("error-text").textContent = `${error?.message ?? String(error)}${code}`;
  $("error").hidden = false;
}

async function closed(event) {
  // Requests cut off by the close: the status or the closed notice says what happened.
  const cutOff = Object.assign(new Error("The connection closed."), { connectionClosed: true });
  for (const waiter of pending.values()) waiter.reject(cutOff);
  pending = new Map();
  live = false;
  render();
  if (event.code === 1006) {
    // The socket could not open or dropped: if the bridge no longer takes this page (its token
    // changed), retrying is pointless; /auth says so with a 403 and a reason.
    const refusal = await authRefusal();
    if (refusal) {
      showClosed(refusal, "auth");
      return;
    }
  }
  if (!NO_RETRY.has(event.code)) {
    reconnectLater();
    return;
  }
  showClosed(event.reason || CLOSE_REASONS[event.code] || `The connection closed (code ${event.code}).`, event.code);
}

async function authRefusal() {
  try {
    const response = await fetch(new URL("auth", location.href), { headers: authHeaders(), cache: "no-store" });
    if (response.status !== 403) return null;
    return (await response.text()).trim() || "This page is not authorized.";
  } catch {
    return null; // the bridge is not there (yet): retry
  }
}

function showClosed(reason, code) {
  $("closed-text").textContent = reason;
  $("closed").hidden = false;
  $("closed").dataset.code = String(code);
  $("view").setAttribute("aria-busy", "false");
  $("status").textContent = "";
  delete $("status").dataset.state;
}

function reconnectLater() {
  const seconds = retryDelay / 1000;
  $("status").textContent = `Reconnecting… (in ${seconds} s)`;
  $("status").dataset.state = "reconnecting";
  retryTimer = setTimeout(() => {
    $("status").textContent = "Reconnecting…";
    connect();
  }, retryDelay);
  retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
}

// Test-only hook, only with ?test in the URL (testhook.js).
if (new URLSearchParams(location.search).has("test")) {
  installTestHook({ request, notify, view: (viewId) => mirror.view(viewId), stack: () => stack, renderings,
    watchRequests: (watch) => { onRequest = watch; }, unanswered: () => pending.size });
}

$("alert").addEventListener("cancel", (event) => event.preventDefault()); // answer with an action
$("back").addEventListener("click", back);
$("error-close").addEventListener("click", () => {
  $("error").hidden = true;
});
$("reconnect").addEventListener("click", connect);
connect();
