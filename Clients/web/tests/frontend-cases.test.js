// node --test Clients/web/tests/ — the frontend's state machine (docs/INPUT.md, "The frontend's
// state machine") on the whole page: every case of Protocol/frontend-cases/ (README there) drives
// the real page (page.js: the connection, screen.js, inputs.js and its reducer, render.js,
// fields.js, choices.js, rows.js), made as app.js makes it, in jsdom on index.html, with real
// input, change, focus and submit events, node:test's fake timers, and a fake WebSocket that is
// the host: it answers initialize and app/start, sends each `tree` as view/update (and
// router/navigate), answers what a step answers, closes on `lost` and opens anew on `reconnected`.
// `shows`, `errors` and `focused` are read from the DOM. The reducer alone runs the same cases
// (input-machine.test.js), as do the TUI (test_frontend_cases.py) and viper-sh (frontend-cases.bats).
import { test, mock } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import Module from "node:module";
import { KNOWN_NEEDS, STEPS, caseNames, expectStep, files, findRequest, readCase } from "./cases.js";

// jsdom is Debian's node-jsdom (make deps), under /usr/share/nodejs with what it requires; the
// NodeSource node does not look there by itself.
process.env.NODE_PATH = [process.env.NODE_PATH, "/usr/share/nodejs"].filter(Boolean).join(":");
Module._initPaths();
const { JSDOM } = createRequire(import.meta.url)("jsdom");
const INDEX = readFileSync(new URL("../index.html", import.meta.url), "utf8");
const SUPPORTS = new Set(["focus", "debounce", "overlap", "reconnect"]);

// A new document for each case (a page listens on its document and window), as the globals the
// page's modules use.
function newDocument() {
  const dom = new JSDOM(INDEX, { url: "http://127.0.0.1/?", pretendToBeVisual: true });
  const { window } = dom;
  for (const name of ["window", "document", "history", "location", "Event", "HTMLElement", "Node", "requestAnimationFrame"]) {
    globalThis[name] = name === "window" ? window : window[name];
  }
  window.HTMLDialogElement.prototype.showModal ??= function () { this.open = true; };
  window.HTMLDialogElement.prototype.close ??= function () { this.open = false; };
  return window;
}
newDocument();
const { Page } = await import("../page.js");

const settle = () => new Promise((resolve) => setImmediate(resolve)); // answers' promise callbacks run

// The host's end of the page's socket.
class Host {
  constructor() {
    this.sent = []; // what the page sent that the cases count
    this.unanswered = []; // {message: {method, params}, id, socket}
    this.socket = null;
    this.retry = null; // the connection's retry, run by `reconnected`
    const host = this;
    this.Socket = class extends window.EventTarget {
      constructor() {
        super();
        this.readyState = 0;
        host.socket = this;
        queueMicrotask(() => {
          this.readyState = 1;
          this.dispatchEvent(new window.Event("open"));
        });
      }
      send(text) {
        const { id, method, params } = JSON.parse(text);
        if (method === "initialize") this.deliver({ id, result: { protocolVersion: "1", hostInfo: { name: "case" } } });
        else if (method === "app/start") this.deliver({ id, result: {} });
        else {
          const message = { method, params };
          if (["view/input", "view/event", "view/get"].includes(method)) host.sent.push(message);
          host.unanswered.push({ message, id, socket: this });
        }
      }
      deliver(message) {
        const data = JSON.stringify({ jsonrpc: "2.0", ...message });
        queueMicrotask(() => this.dispatchEvent(Object.assign(new window.Event("message"), { data })));
      }
      close() {
        this.readyState = 3;
      }
    };
  }

  notify(method, params) {
    this.socket.deliver({ method, params });
  }

  answer(to, result, error) {
    const [{ id, socket }] = this.unanswered.splice(findRequest(this.unanswered, to), 1);
    socket.deliver(error ? { id, error } : { id, result });
  }

  lose() {
    this.unanswered = [];
    this.socket.readyState = 3;
    this.socket.dispatchEvent(Object.assign(new window.Event("close"), { code: 1006, reason: "" }));
  }
}

// The page as app.js makes it, over the host's socket; the connection's retries wait for the host.
async function openPage() {
  newDocument();
  const host = new Host();
  const timers = { setTimeout: (run) => { host.retry = run; return 1; }, clearTimeout: () => { host.retry = null; } };
  const page = new Page({ open: () => new host.Socket(), timers });
  page.connect();
  for (let i = 0; i < 10 && !page.live; i++) await settle();
  assert.ok(page.live, "the page started");
  return { page, host };
}

// The element of the input `key`: a field's <input>, a toggle's (a list row's too, keyed by the
// row), a choice's <fieldset> or <select>.
function control(key) {
  const k = JSON.stringify(key);
  const found = document.querySelector([".field", ".toggle", ".choice"].map((box) => `${box}[data-key=${k}] [data-input]`)
    .concat(`ul.list > li[data-key=${k}] > [data-input]`).join(", "));
  assert.ok(found, `no input ${key} on the page`);
  return found;
}

// What an input shows: a field's text, a toggle's state, a choice's chosen key(s) as in `choose`.
function showing(key) {
  const shown = control(key);
  if (shown.type === "checkbox") return shown.checked;
  if (shown.dataset.input !== "choice") return shown.value;
  const chosen = shown.tagName === "SELECT"
    ? [...shown.selectedOptions].map((option) => option.value).filter(Boolean)
    : [...shown.querySelectorAll("input:checked")].map((input) => input.value);
  const multiple = shown.multiple || shown.querySelector("input[type=checkbox]") !== null;
  return multiple ? chosen : (chosen[0] ?? null);
}

// The error an input shows, as a screen reader is told it: the note its aria-describedby names.
function error(key) {
  const shown = control(key);
  const note = shown.closest("[data-key]").querySelector(":scope > .error");
  if (!note) return null;
  const described = (shown.getAttribute("aria-describedby") ?? "").split(" ");
  assert.ok(described.includes(note.id), `the error of ${key} is not in its aria-describedby`);
  return note.textContent;
}

function focused() {
  const active = document.activeElement;
  return active?.closest?.("[data-input]") ? active.closest("[data-key]").dataset.key : null;
}

async function run(kase) {
  mock.timers.enable({ apis: ["setTimeout"] });
  const { page, host } = await openPage();
  try {
    let checked = 0;
    for (const [index, step] of kase.steps.entries()) {
      const where = `step ${index + 1} ${JSON.stringify(step)}`;
      assert.ok(STEPS.has(step.do), `unknown step ${step.do}`);
      await take(step, where, page, host);
      if (step.do === "expect") {
        checked++;
        expectStep(step, where, { sent: host.sent, showing, error, focused });
        host.sent = [];
      }
      await settle();
    }
    assert.ok(kase.steps.at(-1).do === "expect" && checked > 0, "a case ends with an expectation");
  } finally {
    mock.timers.reset(); // the page's timers go with it
  }
}

async function take(step, where, page, host) {
  switch (step.do) {
    case "tree":
      host.notify("view/update", { viewId: step.viewId, module: "case", rev: step.rev, view: step.view });
      if (page.stack.at(-1) !== step.viewId) host.notify("router/navigate", { stack: [step.viewId] });
      break;
    case "patch":
      host.notify("view/patch", { viewId: step.viewId, rev: step.rev, ops: step.ops });
      break;
    case "type": {
      const field = control(step.key);
      if (document.activeElement !== field) field.focus(); // one types into a focused field
      field.value = step.text;
      field.dispatchEvent(new window.Event("input", { bubbles: true }));
      break;
    }
    case "flip": {
      const toggle = control(step.key);
      if (document.activeElement !== toggle) toggle.focus();
      toggle.checked = step.on;
      toggle.dispatchEvent(new window.Event("change", { bubbles: true }));
      break;
    }
    case "focus":
      if (step.key === null) document.activeElement?.blur();
      else control(step.key).focus();
      break;
    case "choose": { // as a user does it: the option elements checked, one change event
      const choice = control(step.key);
      const keys = new Set(Array.isArray(step.value) ? step.value : [step.value].filter((key) => key !== null));
      const options = choice.tagName === "SELECT" ? [...choice.options] : [...choice.querySelectorAll("input")];
      assert.ok([...keys].every((key) => options.some((option) => option.value === key)), `${where}: no such option`);
      (options.find((option) => keys.has(option.value)) ?? options[0])?.focus();
      for (const option of options) {
        if (choice.tagName === "SELECT") option.selected = keys.has(option.value) || (keys.size === 0 && option.value === "");
        else option.checked = keys.has(option.value);
      }
      const changed = options.find((option) => keys.has(option.value)) ?? choice;
      changed.dispatchEvent(new window.Event("change", { bubbles: true }));
      break;
    }
    case "leave":
      assert.equal(focused() ?? step.key, step.key, where);
      document.activeElement?.blur();
      break;
    case "time":
      mock.timers.tick(step.ms);
      break;
    case "submit": {
      const form = document.querySelector(`form[data-key="${step.form}"]`);
      form.dispatchEvent(new window.Event("submit", { bubbles: true, cancelable: true }));
      break;
    }
    case "answer":
      host.answer(step.to, step.result, null);
      break;
    case "refuse":
      host.answer(step.to, null, step.error);
      break;
    case "lost": // the socket closes: what was asked is cut off
      host.lose();
      break;
    case "reconnected": { // the connection's retry: a new socket, a new host that restores the session
      assert.ok(host.retry, `${where}: the page does not retry`);
      host.retry();
      for (let i = 0; i < 10 && !page.live; i++) await settle();
      assert.ok(page.live, `${where}: the page started again`);
      break;
    }
  }
}

test("the directory holds only cases and their README", () => {
  assert.deepEqual(files().filter((name) => !name.endsWith(".json") && name !== "README.md"), []);
  assert.ok(files().some((name) => name.endsWith(".json")));
});

const names = caseNames();
const skipped = names.filter((name) => (readCase(name).needs ?? []).some((need) => !SUPPORTS.has(need)));
test(`the page runs every frontend case (${names.length - skipped.length} of ${names.length})`, () => {
  console.log(`frontend-cases.test.js: the page runs ${names.length - skipped.length} of ${names.length} frontend cases`);
  assert.deepEqual(skipped, []);
});

for (const name of names) {
  test(`page: ${name}`, async () => {
    const kase = readCase(name);
    assert.deepEqual((kase.needs ?? []).filter((need) => !KNOWN_NEEDS.has(need)), [], "unknown needs");
    await run(kase);
  });
}

// The glue broken, each in one place, and the case that must then fail (the reducer's own rules
// are broken in input-machine.test.js).
const { Inputs } = await import("../inputs.js");
const BROKEN = {
  // showValue not run: the host's value never reaches the control.
  "refused-edit-brings-the-hosts-value-back": ["run", (run) => function (command, event) {
    if (command.type !== "showValue") return run.call(this, command, event);
  }],
  // A multiple choice's keys joined into one string (the Adaptive Cards way, CONTROLS-NOTES.md).
  "multiple-choice-sends-the-whole-list": ["bind", (bind) => function (control, node, read) {
    const joined = read && (() => {
      const value = read();
      return Array.isArray(value) ? value.join(",") : value;
    });
    return bind.call(this, control, node, joined);
  }],
  // Focus lost to nothing not told to the reducer: leaving a field sends nothing.
  "send-leave-goes-on-leaving": ["focused", (focused) => function (target) {
    if (target) return focused.call(this, target);
  }],
  // The refusal's message not drawn at its input.
  "refused-before-the-module-shows-why": ["error", () => function (node) {
    return node.error || null;
  }],
};

for (const [name, [method, breakIt]] of Object.entries(BROKEN)) {
  test(`a page whose glue breaks in ${method} fails ${name} (a seeded mutation)`, async () => {
    await run(readCase(name));
    const original = Inputs.prototype[method];
    Inputs.prototype[method] = breakIt(original);
    try {
      await assert.rejects(run(readCase(name)), (thrown) => thrown instanceof assert.AssertionError
        && /^step \d+ \{"do":"expect"/.test(thrown.message));
    } finally {
      Inputs.prototype[method] = original;
    }
  });
}
