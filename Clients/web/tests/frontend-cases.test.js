// node --test Clients/web/tests/ — the frontend's state machine (docs/INPUT.md, "The frontend's
// state machine") on the page: every case of Protocol/frontend-cases/ (README there) drives the
// page's own code in jsdom — the copy of the views (mirror.js), the renderer (render.js,
// fields.js) and the input rules (inputs.js) — with real input, change, blur and submit events,
// node:test's fake timers, and a list for what is sent. The TUI (test_frontend_cases.py) and
// viper-sh (frontend-cases.bats) run the same files.
import { test, mock } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import Module from "node:module";
import { join } from "node:path";

// jsdom is Debian's node-jsdom (make deps), under /usr/share/nodejs with what it requires; the
// NodeSource node does not look there by itself.
process.env.NODE_PATH = [process.env.NODE_PATH, "/usr/share/nodejs"].filter(Boolean).join(":");
Module._initPaths();
const { JSDOM } = createRequire(import.meta.url)("jsdom");

const dom = new JSDOM("<!doctype html><body><main id=view></main></body>", { url: "http://127.0.0.1/?" });
for (const name of ["window", "document", "Event", "HTMLElement", "Node"]) {
  globalThis[name] = name === "window" ? dom.window : dom.window[name];
}
const { Inputs } = await import("../inputs.js");
const { Mirror } = await import("../mirror.js");
const { updateNodes } = await import("../render.js");

const CASES = new URL("../../../Protocol/frontend-cases/", import.meta.url);
const SUPPORTS = new Set(["focus", "debounce", "overlap", "reconnect"]);
const KNOWN_NEEDS = new Set(["focus", "debounce", "overlap", "reconnect"]);
const STEPS = new Set(["tree", "patch", "type", "flip", "choose", "focus", "leave", "time", "submit", "answer", "refuse",
  "lost", "reconnected", "expect"]);

mock.timers.enable({ apis: ["setTimeout"] });
const settle = () => new Promise((resolve) => setImmediate(resolve)); // answers' promise callbacks run

// The page as app.js and screen.js put it together, for one screen at a time.
class Page {
  constructor() {
    this.sent = [];
    this.unanswered = []; // {message, resolve, reject}
    this.stack = [];
    this.live = true;
    this.epoch = 1;
    this.starting = false;
    this.shown = null; // the view id shown
    const request = (method, params) => new Promise((resolve, reject) => {
      if (!this.live && method !== "view/get") {
        reject(new Error("The page is not connected to a host."));
        return;
      }
      const message = { method, params };
      this.sent.push(message);
      this.unanswered.push({ message, resolve, reject });
    });
    this.mirror = new Mirror({ request, changed: () => this.render() });
    this.inputs = new Inputs({ request, render: () => this.render() });
    document.getElementById("view").replaceChildren();
    this.nodes = document.createElement("div");
    document.getElementById("view").append(this.nodes);
  }

  render() {
    const id = this.stack.at(-1);
    const top = this.mirror.view(id);
    if (!top) return;
    if (this.shown !== null && this.shown.epoch === this.epoch && this.shown.id !== id) {
      this.inputs.reset(); // another screen (screen.js)
      this.nodes.replaceChildren();
    }
    this.shown = { id, epoch: this.epoch };
    this.inputs.begin(id, this.epoch, this.live);
    const ctx = { send: () => {}, alerts: [], live: this.live, inputs: this.inputs };
    updateNodes(this.nodes, top.view.children, ctx);
  }

  // The element of the input `key`: a field's <input>, a toggle's (a list row's too, keyed by the
  // row), a choice's <fieldset> or <select>.
  control(key) {
    const k = JSON.stringify(key);
    const control = this.nodes.querySelector([".field", ".toggle", ".choice"].map((box) => `${box}[data-key=${k}] [data-input]`)
      .concat(`ul.list > li[data-key=${k}] > [data-input]`).join(", "));
    assert.ok(control, `no input ${key} on the page`);
    return control;
  }

  // What an input shows: a field's text, a toggle's state, a choice's chosen key(s) as in `choose`.
  showing(key) {
    const control = this.control(key);
    if (control.type === "checkbox") return control.checked;
    if (control.dataset.input !== "choice") return control.value;
    const chosen = control.tagName === "SELECT"
      ? [...control.selectedOptions].map((option) => option.value).filter(Boolean)
      : [...control.querySelectorAll("input:checked")].map((input) => input.value);
    const multiple = control.multiple || control.querySelector("input[type=checkbox]") !== null;
    return multiple ? chosen : (chosen[0] ?? null);
  }

  focused() {
    const active = document.activeElement;
    return active?.dataset?.input ? active.closest("[data-key]").dataset.key : null;
  }

  answer(to, result, error) {
    const index = this.unanswered.findIndex(({ message }) => message.method === to.method
      && Object.entries(to).every(([name, value]) => name === "method" || message.params[name] === value));
    assert.ok(index >= 0, `the case answers ${JSON.stringify(to)}, which the page did not send (or was answered)`);
    const [{ resolve, reject }] = this.unanswered.splice(index, 1);
    if (error) reject(error);
    else resolve(result);
  }
}

const files = readdirSync(CASES).sort();
test("the directory holds only cases and their README", () => {
  assert.deepEqual(files.filter((name) => !name.endsWith(".json") && name !== "README.md"), []);
  assert.ok(files.some((name) => name.endsWith(".json")));
});

for (const name of files.filter((file) => file.endsWith(".json"))) {
  const kase = JSON.parse(readFileSync(join(CASES.pathname, name), "utf8"));
  const needs = kase.needs ?? [];
  const unknown = needs.filter((need) => !KNOWN_NEEDS.has(need));
  const missing = needs.filter((need) => !SUPPORTS.has(need));
  test(name.replace(/\.json$/, ""), { skip: missing.length ? `needs ${missing.join(", ")}` : false }, async () => {
    assert.deepEqual(unknown, [], "unknown needs");
    await run(kase);
  });
}

test("a page that applies every answer's value fails the stale-answer case (a seeded mutation)", async () => {
  const sync = Inputs.prototype.sync;
  Inputs.prototype.sync = function (state, node, apply) {
    sync.call(this, state, node, apply);
    if (state.view === this.view) apply(node, false); // rule 1a broken: the host's value always
  };
  try {
    const kase = JSON.parse(readFileSync(join(CASES.pathname, "stale-answer-never-clobbers.json"), "utf8"));
    await assert.rejects(run(kase), (error) => error.message.includes("\"shows\":{\"name\":\"abc\"}") && /'AB' !== 'abc'/.test(error.message));
  } finally {
    Inputs.prototype.sync = sync;
  }
});

test("a page that joins a multiple choice's keys into one string fails the multiple-choice case (a seeded mutation)", async () => {
  const state = Inputs.prototype.state;
  Inputs.prototype.state = function (control, node, read) {
    const joined = read && (() => {
      const value = read();
      return Array.isArray(value) ? value.join(",") : value; // the Adaptive Cards way (CONTROLS-NOTES.md)
    });
    return state.call(this, control, node, joined);
  };
  try {
    const kase = JSON.parse(readFileSync(join(CASES.pathname, "multiple-choice-sends-the-whole-list.json"), "utf8"));
    await assert.rejects(run(kase), (error) => error.message.includes("'home,work'"));
  } finally {
    Inputs.prototype.state = state;
  }
});

async function run(kase) {
  const page = new Page();
  let checked = 0;
  for (const [index, step] of kase.steps.entries()) {
    const where = `step ${index + 1} ${JSON.stringify(step)}`;
    assert.ok(STEPS.has(step.do), `unknown step ${step.do}`);
    switch (step.do) {
      case "tree":
        page.mirror.update({ viewId: step.viewId, module: "case", rev: step.rev, view: step.view });
        page.stack = [step.viewId];
        page.render();
        if (page.starting) { // app.js: the restored trees come before app/start's answer, then live
          page.starting = false;
          page.live = true;
          page.render();
        }
        break;
      case "patch":
        if (page.mirror.patch(step)) page.render();
        break;
      case "type": {
        const control = page.control(step.key);
        if (document.activeElement !== control) control.focus(); // one types into a focused field
        control.value = step.text;
        control.dispatchEvent(new window.Event("input", { bubbles: true }));
        break;
      }
      case "flip": {
        const control = page.control(step.key);
        if (document.activeElement !== control) control.focus();
        control.checked = step.on;
        control.dispatchEvent(new window.Event("change", { bubbles: true }));
        break;
      }
      case "focus":
        if (step.key === null) document.activeElement?.blur();
        else page.control(step.key).focus();
        break;
      case "choose": { // as a user does it: the option elements checked, one change event
        const control = page.control(step.key);
        const keys = new Set(Array.isArray(step.value) ? step.value : [step.value].filter((key) => key !== null));
        const options = control.tagName === "SELECT" ? [...control.options] : [...control.querySelectorAll("input")];
        assert.ok([...keys].every((key) => options.some((option) => option.value === key)), `${where}: no such option`);
        (options.find((option) => keys.has(option.value)) ?? options[0])?.focus();
        for (const option of options) {
          if (control.tagName === "SELECT") option.selected = keys.has(option.value) || (keys.size === 0 && option.value === "");
          else option.checked = keys.has(option.value);
        }
        const changed = options.find((option) => keys.has(option.value)) ?? control;
        changed.dispatchEvent(new window.Event("change", { bubbles: true }));
        break;
      }
      case "leave":
        assert.equal(page.focused() ?? step.key, step.key, where);
        page.control(step.key).blur();
        break;
      case "time":
        mock.timers.tick(step.ms);
        break;
      case "submit": {
        const form = page.nodes.querySelector(`form[data-key="${step.form}"]`);
        form.dispatchEvent(new window.Event("submit", { bubbles: true, cancelable: true }));
        break;
      }
      case "answer":
        page.answer(step.to, step.result, null);
        break;
      case "refuse":
        page.answer(step.to, null, step.error);
        break;
      case "lost": { // app.js closed(): what was asked is cut off
        const cutOff = Object.assign(new Error("The connection closed."), { connectionClosed: true });
        for (const { reject } of page.unanswered.splice(0)) reject(cutOff);
        page.live = false;
        page.render();
        break;
      }
      case "reconnected": // app.js connect(): a new host numbers views anew
        page.epoch++;
        page.mirror.clear();
        page.stack = [];
        page.starting = true;
        break;
      default: {
        checked++;
        assert.deepEqual(page.sent, step.sent ?? [], where);
        page.sent = [];
        for (const [key, value] of Object.entries(step.shows ?? {})) assert.deepEqual(page.showing(key), value, `${where}: ${key}`);
        if ("focused" in step) assert.equal(page.focused(), step.focused, where);
      }
    }
    await settle();
  }
  assert.ok(kase.steps.at(-1).do === "expect" && checked > 0, "a case ends with an expectation");
}
