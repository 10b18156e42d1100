// node --test Clients/web/tests/ — the node vocabulary gate for the page (Protocol/schema/README.md,
// "What a frontend must render"): the whole page (app.js, in Debian's jsdom) over a fake socket shows
// each example of each node type of the schema with the text its x-render names, none as the fallback
// for unknown nodes, each state member and each value of a `variants` member changing what is shown
// (a secure field showing none of what is typed in it); and announces the schema's announced types in
// capabilities.nodes. The cases come from Protocol/schema/vocabulary.py, as for the TUI and
// viper-sh.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

// Debian's node-jsdom lives in /usr/share/nodejs, which Debian's node searches and NodeSource's does not.
const require = createRequire(import.meta.url);
const Module = require("node:module");
if (!Module.globalPaths.includes("/usr/share/nodejs")) {
  process.env.NODE_PATH = ["/usr/share/nodejs", process.env.NODE_PATH].filter(Boolean).join(":");
  Module._initPaths();
}
const { JSDOM } = require("jsdom");
const web = new URL("..", import.meta.url);
const vocabulary = JSON.parse(
  execFileSync("python3", [new URL("../../../Protocol/schema/vocabulary.py", import.meta.url).pathname]),
);

// The page as a browser loads it (index.html, then app.js), its socket a fake host.
const dom = new JSDOM(readFileSync(new URL("index.html", web), "utf8"), {
  url: "http://127.0.0.1:8080/?token=vocabulary",
  pretendToBeVisual: true,
});
const { window } = dom;
for (const key of Object.getOwnPropertyNames(window)) if (!(key in globalThis)) globalThis[key] = window[key];
Object.assign(globalThis, { window, document: window.document, ResizeObserver: class { observe() {} } });
// jsdom has no modal dialogs: open and close are what the page and this test look at.
window.HTMLDialogElement.prototype.showModal ??= function () { this.open = true; };
window.HTMLDialogElement.prototype.close ??= function () { this.open = false; };

const sent = [];
let socket = null;
class FakeSocket extends window.EventTarget {
  static OPEN = 1;
  constructor() {
    super();
    this.readyState = 0;
    socket = this;
    setTimeout(() => {
      this.readyState = FakeSocket.OPEN;
      this.dispatchEvent(new window.Event("open"));
    });
  }
  send(text) {
    const message = JSON.parse(text);
    sent.push(message);
    if ("id" in message) setTimeout(() => this.answer(message));
  }
  deliver(message) {
    const data = JSON.stringify({ jsonrpc: "2.0", ...message });
    this.dispatchEvent(Object.assign(new window.Event("message"), { data }));
  }
  answer({ id, method }) {
    const results = {
      initialize: { protocolVersion: "1", hostInfo: { name: "fake", version: "1" }, modules: [], limits: {} },
      "app/start": { viewId: "v0", module: "vocabulary", restored: false },
    };
    if (method === "app/start") show("v0", { type: "screen", title: "Started", children: [] });
    this.deliver({ id, result: results[method] ?? null });
  }
  close() {}
}
globalThis.WebSocket = window.WebSocket = FakeSocket;

function show(viewId, view) {
  const navigation = { action: "replaceRoot", viewId, module: "vocabulary", stack: [viewId] };
  socket.deliver({ method: "router/navigate", params: navigation });
  socket.deliver({ method: "view/update", params: { viewId, module: "vocabulary", rev: 1, view } });
}

await import(new URL("app.js", web));
const main = document.getElementById("view");
// Started and live (the Back button is enabled only then): controls are disabled until it is.
await until(() => main.dataset.viewId === "v0" && !document.getElementById("back").disabled);
after(() => window.close());

async function until(done) {
  for (let i = 0; i < 1000 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  assert.ok(done(), "the page did not start");
}

// What a user sees or hears of <main>: its text, and what is shown but not text (alt, labels,
// placeholders, values); an element hidden (or a dialog not open) shows nothing.
function visible(element = main) {
  if (element.nodeType === window.Node.TEXT_NODE) return [element.textContent];
  if (element.nodeType !== window.Node.ELEMENT_NODE || element.hidden) return [];
  if (element.tagName === "DIALOG" && !element.open) return [];
  const said = ["alt", "aria-label", "placeholder", "title"].map((name) => element.getAttribute(name) ?? "");
  // A password input shows a bullet for each character (as browsers do).
  if (element.tagName === "INPUT" && element.type === "password") said.push("•".repeat(element.value.length));
  else if (["INPUT", "TEXTAREA"].includes(element.tagName)) said.push(element.value);
  return [...said, ...[...element.childNodes].flatMap((child) => visible(child))].filter(Boolean);
}

// <main> as markup with the state a user meets (value, checked, disabled, read-only), without the ids
// the page numbers anew for each element it makes, nor the view's id.
const NUMBERED = new Set(["id", "for", "aria-labelledby", "aria-describedby", "data-view-id"]);
function markup(element = main) {
  if (element.nodeType === window.Node.TEXT_NODE) return element.textContent;
  if (element.nodeType !== window.Node.ELEMENT_NODE) return "";
  if (element.tagName === "DIALOG" && !element.open) return "<dialog closed>";
  const attributes = [...element.attributes].filter((a) => !NUMBERED.has(a.name))
    .map((a) => `${a.name}=${JSON.stringify(a.value)}`);
  for (const property of ["value", "checked", "disabled", "readOnly", "required"]) {
    if (property in element) attributes.push(`.${property}=${JSON.stringify(element[property])}`);
  }
  const inner = [...element.childNodes].map((child) => markup(child)).join("");
  return `<${element.tagName.toLowerCase()} ${attributes.sort().join(" ")}>${inner}</>`;
}

// What the page throws while it renders (jsdom reports a listener's exception on window).
const errors = [];
window.addEventListener("error", (event) => errors.push(String(event.error?.message ?? event.message)));

const fallbacks = () => [...main.querySelectorAll("[data-unknown-type]")].map((e) => e.dataset.unknownType);

let shown = 0;
function rendered(view) {
  errors.length = 0;
  show(`v${++shown}`, view);
  // (a screen's toolbar is in its header, beside the title)
  const nothing = main.querySelector(":scope > .nodes").childElementCount === 0
    && main.querySelector(":scope > .screen-head > .screen-actions").childElementCount === 0
    && !document.getElementById("alert").open;
  return { text: visible().join("\n"), markup: markup(), fallbacks: fallbacks(), errors: [...errors], nothing };
}

// The variants of the same member of the same example before `c` (the other values it takes).
function siblings(c) {
  const before = vocabulary.cases.slice(0, vocabulary.cases.indexOf(c));
  return before.filter((o) => "value" in c && o.variantOf === c.variantOf && o.member === c.member).map((o) => o.name);
}

// What <main> shows once the case's one input holds `text`, as typed (no input event: no edit is sent).
function typing(text) {
  const controls = [...main.querySelectorAll("input[data-input], textarea[data-input]")];
  assert.equal(controls.length, 1, "a case to type into has one input");
  controls[0].value = text;
  return visible().join("\n");
}

test("the page announces in capabilities.nodes exactly the schema's announced types", () => {
  const initialize = sent.find((message) => message.method === "initialize");
  assert.deepEqual([...(initialize.params.capabilities?.nodes ?? [])].sort(), [...vocabulary.announced].sort());
});

test("the page shows an unknown node type as its fallback (what the next test looks for)", () => {
  const { text, fallbacks: shownAsUnknown } = rendered(vocabulary.unknown.view);
  assert.deepEqual(shownAsUnknown, ["x-future-node"]);
  assert.match(text, /Inside a future node/);
});

test("the page renders every example of every node type of the schema", () => {
  const byName = new Map();
  const problems = [];
  for (const c of vocabulary.cases) {
    const page = rendered(c.view);
    byName.set(c.name, page);
    for (const error of page.errors) problems.push(`${c.name}: the page threw ${JSON.stringify(error)}`);
    if (c.type !== "screen" && page.nothing) problems.push(`${c.name}: shows nothing`);
    for (const line of c.shows) {
      if (!page.text.includes(line)) problems.push(`${c.name}: does not show ${JSON.stringify(line)}`);
    }
    for (const type of page.fallbacks) problems.push(`${c.name}: shows ${type} as an unknown node`);
    // A variant that hides what is typed is judged by that (below), not by differing from its example.
    const judged = c.variantOf && !("page" in (c.unseen ?? {})) && !("value" in c && c.typed);
    // ...and a value shows differently from its example and from the member's other values.
    for (const other of judged ? [c.variantOf, ...siblings(c)] : []) {
      if (byName.get(other).markup !== page.markup) continue;
      const changed = "value" in c ? `= ${JSON.stringify(c.value)}` : "flipped";
      problems.push(`${c.name}: ${c.member} ${changed} shows the same as ${other}`);
    }
    if (c.typed) {
      const shownTyped = typing(c.typed);
      for (const line of c.hides) if (shownTyped.includes(line)) problems.push(`${c.name}: shows ${JSON.stringify(line)} typed in it`);
    }
  }
  // Each type is checked: no case is left out by a type missing from the vocabulary.
  assert.deepEqual([...new Set(vocabulary.cases.map((c) => c.type))], vocabulary.types);
  assert.deepEqual(problems, []);
});

test("the same example rendered twice gives the same markup (so a state that changes nothing is seen)", () => {
  const first = vocabulary.cases.find((c) => c.type === "field");
  assert.equal(rendered(first.view).markup, rendered(first.view).markup);
});
