// Test-only hook: app.js imports and installs it only when the URL has ?test; a page opened
// without it never loads this file. A harness (Clients/web/tests/test_page_conformance.py)
// sends requests through the page's own request path, so answers and notifications update the
// page's copy of the views and the rendering as usual, and reads that copy at checkpoints.
import { updateNodes } from "./render.js";
import { headerNodes, topNodes } from "./screen.js";
import { Inputs } from "./inputs.js";

// connection: the page's (connection.js); view(viewId): its copy of a view; stack(); started(): the
// page's own initialize and app/start are answered on this connection; shown(): the view shown (screen.js);
// input(key): the reducer's state of an input of the view shown (input-machine.js); hold: the page's
// RenderHold (render-hold.js).
export function installTestHook({ connection, view, stack, started, shown: shownView, input, hold }) {
  // Every request the page sent (its id, method and params, a secret masked): the input harness counts
  // the edits and submits the page sends by itself as the user types and presses.
  const sent = [];
  connection.watcher = (message) => {
    const params = structuredClone(message.params ?? null);
    if (params && "secret" in params) params.secret = "********";
    sent.push({ id: message.id, method: message.method, params });
  };
  // Each answer's id → the forms of the view shown as it arrived, before the page read it: a harness that
  // looks after the answer came (a loaded machine) checks "busy from the press until the answer" on this.
  const formsAtAnswer = new Map();
  connection.hearer = (message) => {
    if (typeof message?.method !== "string" && message?.id !== undefined) {
      formsAtAnswer.set(message.id, { forms: forms(), view: structuredClone(view(shownView()?.id) ?? null) });
    }
  };
  window.viperTest = {
    get started() {
      return started();
    },
    send: (method, params) => connection.request(method, params ?? undefined)
      .then((result) => ({ result }), (error) => ({ error: plain(error) })),
    notify: (method, params) => connection.notify(method, params ?? undefined),
    view: (viewId) => structuredClone(view(viewId) ?? null),
    stack: () => [...stack()],
    // An input's counters and flags, never what was typed (a secret is only in memory).
    input: (key) => {
      const state = input(key);
      if (!state) return null;
      const { seq, answered, refused, set, waiting, changed, leftSince, timing } = state;
      return { seq, answered, refused, set, waiting, changed, leftSince, timing, refusal: state.refusal ?? null };
    },
    sent: () => structuredClone(sent),
    formsAtAnswer: (id) => formsAtAnswer.get(id) ?? null,
    // How long a held press holds renders back (render-hold.js: 2 s): a test holding a press across slow
    // steps raises it.
    holdLimit: (ms) => {
      hold.limitMs = ms;
    },
    unanswered: () => connection.unanswered,
    // The top view's DOM as updated in place and as rendered afresh, in one comparable form.
    dom: () => {
      const shown = shownView();
      return shown && { viewId: shown.id, live: shown.parts.map(signature).join(""),
        fresh: fresh(shown).map(signature).join("") };
    },
  };
}

// Each form of the view shown by its key: its submit button busy or not, each control editable or not.
function forms() {
  const found = {};
  for (const form of document.querySelectorAll("main form[data-key]")) {
    const button = form.querySelector(":scope > button.submit");
    found[form.dataset.key] = {
      ariaBusy: button?.getAttribute("aria-busy") ?? null, enabled: button ? !button.disabled : false,
      controls: [...form.querySelectorAll("[data-input]")].map((control) => ({
        key: control.closest("[data-key]").dataset.key, editable: !(control.readOnly || control.disabled) })),
    };
  }
  return found;
}

// The view shown, rendered afresh: its header's actions and its nodes (a controller of its own, so the page's elements stay the page's).
function fresh(shown) {
  const nodes = Object.assign(document.createElement("div"), { className: "nodes" });
  const inputs = new Inputs();
  inputs.begin(shown.id);
  const ctx = { send() {}, alerts: [], live: shown.live, inputs };
  const actions = Object.assign(document.createElement("div"), { className: "screen-actions" });
  updateNodes(actions, headerNodes(shown.view), ctx);
  updateNodes(nodes, topNodes(shown.view), ctx);
  return [actions, nodes];
}

const SHOWN = ["class", "disabled", "role", "aria-label", "aria-hidden", "data-key", "data-action", "data-name",
  "data-unknown-type", "data-focus", "alt", "type", "min", "max", "aria-required"];

// Tags, the attributes that matter, texts; a URL image's insides are left out (whether it
// loaded yet depends on when it was made).
function signature(node) {
  if (node.nodeType === Node.TEXT_NODE) return node.data;
  if (node.nodeType !== Node.ELEMENT_NODE) return "";
  const attributes = SHOWN.filter((name) => node.hasAttribute(name)).map((name) => ` ${name}="${node.getAttribute(name)}"`);
  if (node.tagName === "SELECT") attributes.push(` value="${[...node.selectedOptions].map((o) => o.value)}"`);
  if (node.tagName === "INPUT" && ["checkbox", "radio"].includes(node.type)) attributes.push(` checked="${node.checked}"`);
  if (node.tagName === "OPTION" && node.disabled) attributes.push(" disabled");
  const opaque = node.matches("figure.url-image, .thumb");
  const inside = opaque ? "" : [...node.childNodes].map(signature).join("");
  return `<${node.tagName.toLowerCase()}${attributes.join("")}>${inside}</>`;
}

function plain(error) {
  return error instanceof Error ? { message: error.message } : error;
}
