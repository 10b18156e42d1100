// The browser frontend: one WebSocket to viperhost-web, which runs one viper-host for it
// (connection.js). The page keeps a copy of every open view (applying view/patch, resyncing with
// view/get on a gap) and renders the top one.
import { authRefusal, subprotocols } from "./token.js";
import { renderPage } from "./screen.js";
import { Inputs } from "./inputs.js";
import { Mirror } from "./mirror.js";
import { Connection } from "./connection.js";
import { pageNodeTypes } from "./render.js";
import { devNotice } from "./dev.js";
import { RenderHold } from "./render-hold.js";

const $ = (id) => document.getElementById(id);

let stack = [];
let live = false; // connected and started: controls are enabled only then
let ignorePops = 0;

const connection = new Connection({
  open: () => {
    const url = new URL("session", location.href);
    url.protocol = location.protocol === "https:" ? "wss:" : "ws:";
    return new WebSocket(url, subprotocols());
  },
  authRefusal,
  events: {
    connecting,
    opened: () => {
      $("status").textContent = "";
      delete $("status").dataset.state;
      start();
    },
    notification: (method, params) => notification(method, params),
    strayError: (error) => showError(error),
    lost: () => {
      live = false;
      render();
    },
    retrying: (ms) => {
      $("status").textContent = `Reconnecting… (in ${ms / 1000} s)`;
      $("status").dataset.state = "reconnecting";
    },
    closed: (reason, code) => showClosed(reason, code),
  },
});
const request = (method, params) => connection.request(method, params);
// The copy of every open view (mirror.js): resyncs with view/get on a gap, then re-renders.
const mirror = new Mirror({ request, changed: () => render(), failed: (error) => showError(error) });

// A new socket, so a new host: the page's copy starts empty (the host restores the screens).
function connecting(retrying) {
  if (retrying) $("status").textContent = "Reconnecting…";
  $("closed").hidden = true;
  live = false;
  mirror.clear();
  stack = [];
  render();
}

async function start() {
  try {
    await request("initialize", {
      protocolVersion: "1",
      clientInfo: { name: "viperhost-web" }, // exactly what the conformance set expects
      // Every node type the page renders beyond the first eight (PROTOCOL.md §6, rule 8): render.js' table.
      capabilities: { viewPatch: true, nodes: pageNodeTypes() },
    });
    await request("app/start", { restore: true });
    live = true;
    render();
    if (backWhenLive) {
      backWhenLive = false;
      if (stack.length > 1) back();
    }
  } catch (error) {
    showError(error);
  }
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
      devNotice(method, params); // viperhost-dev's (Protocol/DEV.md); any other this page does not know (§12)
      return;
  }
  render();
}

function send(viewId, action, value) {
  const params = { viewId, action };
  if (value !== undefined) params.value = value;
  request("view/event", params).catch(showError);
}

// A windowed list asks for rows (window.js). A key the window no longer holds (the window moved
// meanwhile) is the race scrolling runs into: the list asks again from where it is then.
function rows(viewId, params) {
  return request("view/rows", { viewId, ...params }).catch((error) => {
    if (error?.data?.kind !== "unknown_row") showError(error);
  });
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

// Renders wait while a press is held, so a button does not move between press and release (render-hold.js).
const hold = new RenderHold({
  render: () => renderPage({ stack, views: mirror.views, live, send, rows, epoch: connection.epoch, inputs }),
});
hold.listen(window);

function render() {
  hold.request();
}

function showError(error) {
  if (error?.connectionClosed) return;
  const code = error?.code !== undefined ? ` (${error.code}${error.data?.kind ? ` ${error.data.kind}` : ""})` : "";
  $("error-text").textContent = `${error?.message ?? String(error)}${code}`;
  $("error").hidden = false;
}

function showClosed(reason, code) {
  $("closed-text").textContent = reason;
  $("closed").hidden = false;
  $("closed").dataset.code = String(code);
  $("view").setAttribute("aria-busy", "false");
  $("status").textContent = "";
  delete $("status").dataset.state;
}

// Test-only hook, only with ?test in the URL: loaded then and never otherwise (testhook.js).
if (new URLSearchParams(location.search).has("test")) {
  const { installTestHook } = await import("./testhook.js");
  installTestHook({ connection, view: (viewId) => mirror.view(viewId), stack: () => stack, started: () => live });
}

$("back").addEventListener("click", back);
$("error-close").addEventListener("click", () => {
  $("error").hidden = true;
});
$("reconnect").addEventListener("click", () => connection.connect());
connection.connect();
