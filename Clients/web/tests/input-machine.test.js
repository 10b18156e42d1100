// node --test Clients/web/tests/ — the page's input reducer (input-machine.js) alone against every
// case of Protocol/frontend-cases/: each step becomes an event, the commands become what is sent
// (sendEdit, sendEvent, getView), what the controls show (showValue, and the user's own edits) and
// a clock's timers (startDebounce, stopDebounce); `errors` and `focused` are read from the state.
// Then: its events and commands are exactly Protocol/input-machine.json's, and a reducer with one
// rule broken fails the case named for that rule (and the unbroken one passes it).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import * as machine from "../input-machine.js";
import { KNOWN_NEEDS, MACHINE, STEPS, camel, caseNames, expectStep, findRequest, readCase } from "./cases.js";

// Every event the cases dispatch and every command the reducer answers them with.
const seen = { events: new Set(), commands: new Set() };

// Runs a case against `step` (the reducer, or a broken one).
export function runCase(kase, step = machine.step) {
  let state = machine.initial({ live: true });
  const shows = new Map(); // key -> what its control shows
  let sent = [];
  let unanswered = []; // {message, form?}
  let timers = new Map(); // key -> due
  let now = 0;
  let checked = 0;
  const dispatch = (event) => {
    const result = step(state, event);
    state = result.state;
    seen.events.add(event.type);
    for (const command of result.commands) {
      seen.commands.add(command.type);
      assert.ok(machine.COMMANDS.includes(command.type), `not a command: ${command.type}`);
      const { type, ...params } = command;
      const request = { sendEdit: "view/input", sendEvent: "view/event", getView: "view/get" }[type];
      if (request) {
        const message = { method: request, params };
        sent.push(message);
        unanswered.push({ message, form: event.type === "submitPressed" ? event.form : null });
      } else if (type === "showValue") shows.set(params.key, params.value);
      else if (type === "startDebounce") timers.set(params.key, now + params.ms);
      else if (type === "stopDebounce") timers.delete(params.key);
    }
  };
  const edit = (key, value) => {
    if (state.focused !== key) dispatch({ type: "focusMoved", key });
    shows.set(key, value);
    dispatch({ type: "userEdit", key, value });
  };
  const answer = (to, result, error) => {
    const [{ message, form }] = unanswered.splice(findRequest(unanswered, to), 1);
    if (message.method === "view/input") {
      const { key, seq } = message.params;
      if (error) dispatch({ type: "editRefused", key, seq, error });
      else dispatch({ type: "editAnswered", key, seq: result?.seq ?? 0 });
    } else if (message.method === "view/event") dispatch({ type: "submitAnswered", form, error: error ?? null });
    else if (!error && state.resyncing.has(message.params.viewId)) dispatch({ type: "treeArrived", module: "case", ...result });
    else state = machine.resyncEnded(state, message.params.viewId);
  };
  for (const [index, item] of kase.steps.entries()) {
    const where = `step ${index + 1} ${JSON.stringify(item)}`;
    assert.ok(STEPS.has(item.do), `unknown step ${item.do}`);
    switch (item.do) {
      case "tree": dispatch({ type: "treeArrived", viewId: item.viewId, rev: item.rev, view: item.view, module: "case" }); break;
      case "patch": dispatch({ type: "patchArrived", viewId: item.viewId, rev: item.rev, ops: item.ops }); break;
      case "type": edit(item.key, item.text); break;
      case "flip": edit(item.key, item.on); break;
      case "choose": edit(item.key, item.value); break;
      case "focus": dispatch({ type: "focusMoved", key: item.key }); break;
      case "leave":
        assert.equal(state.focused ?? item.key, item.key, where);
        dispatch({ type: "focusMoved", key: null });
        break;
      case "time": {
        const until = now + item.ms;
        for (;;) {
          const due = [...timers].filter(([, at]) => at <= until).sort((a, b) => a[1] - b[1])[0];
          if (!due) break;
          now = due[1];
          timers.delete(due[0]);
          dispatch({ type: "debounceFired", key: due[0] });
        }
        now = until;
        break;
      }
      case "submit": dispatch({ type: "submitPressed", form: item.form }); break;
      case "answer": answer(item.to, item.result, null); break;
      case "refuse": answer(item.to, null, item.error); break;
      case "lost":
        unanswered = [];
        dispatch({ type: "connectionLost" });
        break;
      case "reconnected": dispatch({ type: "reconnected" }); break;
      default:
        checked++;
        expectStep(item, where, { sent, showing: (key) => shows.get(key),
          error: (key) => machine.errorOf(state, state.shown, key), focused: () => state.focused });
        sent = [];
    }
  }
  assert.ok(kase.steps.at(-1).do === "expect" && checked > 0, "a case ends with an expectation");
  timers = null;
}

const names = caseNames();
test(`the reducer runs every frontend case (${names.length})`, () => {
  assert.ok(names.length > 0);
  console.log(`input-machine.test.js: the reducer runs ${names.length} of ${names.length} frontend cases`);
});

for (const name of names) {
  test(`reducer: ${name}`, () => {
    const kase = readCase(name);
    assert.deepEqual((kase.needs ?? []).filter((need) => !KNOWN_NEEDS.has(need)), [], "unknown needs");
    runCase(kase);
  });
}

test("the reducer's events and commands are exactly Protocol/input-machine.json's", () => {
  const named = JSON.parse(readFileSync(MACHINE, "utf8"));
  assert.deepEqual([...machine.EVENTS].sort(), Object.keys(named.events).map(camel).sort());
  assert.deepEqual([...machine.COMMANDS].sort(), Object.keys(named.commands).map(camel).sort());
  // ...and so are those every case makes it take and give.
  for (const name of names) runCase(readCase(name));
  assert.deepEqual([...seen.events].sort(), Object.keys(named.events).map(camel).sort());
  assert.deepEqual([...seen.commands].sort(), Object.keys(named.commands).map(camel).sort());
  // The reducer takes each event it names and refuses any other.
  for (const type of machine.EVENTS) machine.step(machine.initial(), { type, key: "k", form: "f", viewId: "v", ops: [] });
  assert.throws(() => machine.step(machine.initial(), { type: "userTyped" }), /not an event/);
});

// Each rule broken by wrapping the reducer, and the case that must then fail.
const BROKEN = {
  // 1b: a tree whose `set` changed is taken as if it had not.
  "set-wins-and-drops-waiting-edits": (step) => (state, event) => {
    if (event.type !== "treeArrived") return step(state, event);
    const view = JSON.parse(JSON.stringify(event.view, (key, value) => (key === "set" ? 0 : value)));
    return step(state, { ...event, view });
  },
  // 7: nothing is sent again after a reconnect.
  "reconnect-resends-unanswered-edits": (step) => (state, event) => {
    const result = step(state, event);
    if (!state.carried?.length) return result;
    return { ...result, commands: result.commands.filter((command) => command.type !== "sendEdit") };
  },
  // 1a: every tree's value is shown, stale or not.
  "stale-answer-never-clobbers": (step) => (state, event) => {
    const result = step(state, event);
    if (event.type !== "treeArrived") return result;
    const shown = [];
    const find = (node) => {
      if (node?.type === "field") shown.push({ type: "showValue", key: node.key, value: String(node.value ?? "") });
      for (const child of node?.children ?? []) find(child);
    };
    find(event.view);
    return { ...result, commands: [...result.commands, ...shown] };
  },
  // The refusal's message is not shown at the input.
  "refused-before-the-module-shows-why": (step) => (state, event) =>
    step(state, event.type === "editRefused" ? { ...event, error: { ...event.error, data: {} } } : event),
  // The debounce is not waited for: a field sends at each edit.
  "debounce-sends-the-last-edit": (step) => (state, event) => {
    const result = step(state, event);
    if (event.type !== "userEdit" || !result.commands.some((command) => command.type === "startDebounce")) return result;
    return step(result.state, { type: "debounceFired", key: event.key });
  },
};

for (const [name, breakRule] of Object.entries(BROKEN)) {
  test(`a reducer with one rule broken fails ${name} (a seeded mutation)`, () => {
    runCase(readCase(name));
    assert.throws(() => runCase(readCase(name), breakRule(machine.step)), (error) => {
      if (process.env.SHOW_MUTATIONS) console.log(name, error.message.split("\n")[0]);
      return error instanceof assert.AssertionError && /^step \d+ \{"do":"expect"/.test(error.message);
    });
  });
}

// A secret is in the reducer's state only while its field holds it: not after the module clears
// it (set), nor, after a reconnect, once the user acts again in a session that did not restore it.
test("a secret is in the reducer's state only while its field holds it", () => {
  const field = (set) => ({ type: "screen", title: "Token", children: [
    { type: "field", key: "token", kind: "secure", value: "", seq: 0, set, send: "leave" }] });
  const other = { type: "screen", title: "Home", children: [{ type: "field", key: "q", value: "", seq: 0, set: 0, send: "leave" }] };
  const holds = (state) => JSON.stringify(state, (key, value) => (value instanceof Map || value instanceof Set ? [...value] : value))
    .includes("pw-9");
  let state = machine.initial({ live: true });
  const go = (event) => ({ state } = machine.step(state, event));
  go({ type: "treeArrived", viewId: "v1", rev: 1, view: field(0), module: "m" });
  go({ type: "userEdit", key: "token", value: "pw-9" });
  assert.ok(holds(state), "held while the field holds it (rule 7 resends it)");
  go({ type: "treeArrived", viewId: "v1", rev: 2, view: field(1), module: "m" });
  assert.ok(!holds(state), "the module cleared it");
  go({ type: "userEdit", key: "token", value: "pw-9" });
  go({ type: "connectionLost" });
  go({ type: "reconnected" });
  go({ type: "treeArrived", viewId: "v7", rev: 1, view: other, module: "home" });
  assert.ok(holds(state), "kept while the restore may still bring its screen");
  go({ type: "userEdit", key: "q", value: "x" });
  assert.ok(!holds(state), "the restore is over: not restored, let go");
});
