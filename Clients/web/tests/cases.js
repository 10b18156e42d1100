// The shared frontend cases (Protocol/frontend-cases/, README there) as the page's two drivers
// read them: the reducer alone (input-machine.test.js) and the real page in jsdom
// (frontend-cases.test.js).
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export const CASES = new URL("../../../Protocol/frontend-cases/", import.meta.url);
export const MACHINE = new URL("../../../Protocol/input-machine.json", import.meta.url);
export const KNOWN_NEEDS = new Set(["focus", "debounce", "overlap", "reconnect"]);
export const STEPS = new Set(["tree", "patch", "type", "flip", "choose", "focus", "leave", "time", "submit", "answer",
  "refuse", "lost", "reconnected", "expect"]);

export const files = () => readdirSync(CASES).sort();
export const caseNames = () => files().filter((file) => file.endsWith(".json")).map((file) => file.replace(/\.json$/, ""));
export const readCase = (name) => JSON.parse(readFileSync(join(CASES.pathname, `${name}.json`), "utf8"));

// snake_case (input-machine.json) → camelCase (JavaScript).
export const camel = (name) => name.replace(/_([a-z])/g, (_, letter) => letter.toUpperCase());

// The unanswered request a step's `to` names: its index in `unanswered` ({message, …}).
export function findRequest(unanswered, to) {
  const index = unanswered.findIndex(({ message }) => message.method === to.method
    && Object.entries(to).every(([name, value]) => name === "method" || message.params[name] === value));
  assert.ok(index >= 0, `the case answers ${JSON.stringify(to)}, which the page did not send (or was answered)`);
  return index;
}

// An `expect` step checked against what a driver reads: sent (and forgets it), shows, errors, focused.
export function expectStep(step, where, { sent, showing, error, focused }) {
  assert.deepEqual(sent, step.sent ?? [], where);
  for (const [key, value] of Object.entries(step.shows ?? {})) assert.deepEqual(showing(key), value, `${where}: ${key}`);
  for (const [key, value] of Object.entries(step.errors ?? {})) assert.equal(error(key), value, `${where}: error of ${key}`);
  if ("focused" in step) assert.equal(focused(), step.focused, where);
}
