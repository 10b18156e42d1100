// The input rules and the page's copy of the views as one pure reducer (docs/INPUT.md, "The
// frontend's state machine" and "One reducer per client"): step(state, event) → {state, commands}.
// No DOM, no timer, no socket: inputs.js turns what the page sees into events and runs the
// commands. Events and commands are the names of Protocol/input-machine.json, in camelCase.
// state: {live, shown (the view user events go to), focused (an input's key, null: nothing, "":
// a control that is not an input) and focusedIn (its view), views: Map viewId → {module, rev, view,
// inputs, forms}, resyncing: Set, carried (the views of the lost connection, until their restored
// views come or the user edits or submits again)}.
// Per input (key): {node, form, seq, answered, refused, set, waiting, changed, leftSince, timing,
// text, refusal}. `text` is what the user made the control show; a secure field's stays only in
// this memory (never in a command but sendEdit) while it is not empty: rule 7 resends it. An input
// that leaves the tree (a windowed list's row scrolled away) keeps its counters (one seq per input
// per view).
import { applyPatch } from "./patch.js";
import { nodeValue } from "./input-nodes.js";
import { TreeSync } from "./input-sync.js";

export { nodeValue };

export const EVENTS = Object.freeze(["userEdit", "debounceFired", "focusMoved", "submitPressed", "treeArrived",
  "patchArrived", "editAnswered", "editRefused", "submitAnswered", "connectionLost", "reconnected"]);
export const COMMANDS = Object.freeze(["sendEdit", "sendEvent", "getView", "startDebounce", "stopDebounce", "showValue",
  "showRefusal", "lockForm", "unlockForm", "moveFocus"]);

// The field kinds whose value is whole only when the user is done with it: sent on leaving.
const WHOLE_ON_LEAVING = new Set(["date", "time"]);
// Refusals of an edit shown at its input (the others are the page's error banner, inputs.js).
const SHOWN_AT_INPUT = new Set(["invalid_value", "action_unavailable"]);

export function initial({ live = false } = {}) {
  return { live, shown: null, focused: null, focusedIn: null, views: new Map(), resyncing: new Set(), carried: null };
}

export function step(state, event) {
  if (!EVENTS.includes(event?.type)) throw new Error(`not an event of the input machine: ${event?.type}`);
  const run = new Run(state);
  run[event.type](event);
  return { state: run.s, commands: run.commands };
}

// The error an input shows: its node's own, else the message of a refusal of its latest edit.
export function errorOf(state, viewId, key) {
  const input = state.views.get(viewId)?.inputs.get(key);
  return input ? (input.node.error || input.refusal || null) : null;
}

export const formOf = (state, viewId, key) => state.views.get(viewId)?.forms.get(key) ?? null;

// The copy's housekeeping outside the input rules: a view closed, a view/get that failed.
export function resyncEnded(state, viewId) {
  const resyncing = new Set(state.resyncing);
  resyncing.delete(viewId);
  return { ...state, resyncing };
}

export function viewClosed(state, viewId) {
  const views = new Map(state.views);
  views.delete(viewId); // (a secret in its inputs with it)
  return { ...resyncEnded(state, viewId), views };
}

class Run extends TreeSync {
  constructor(state) {
    super();
    this.s = { ...state, views: new Map(state.views), resyncing: new Set(state.resyncing) };
    this.commands = [];
    this.touched = new Set();
  }

  emit(type, params) {
    this.commands.push({ type, ...params });
  }

  // The view entry, copied once per step before it changes.
  view(viewId) {
    const entry = this.s.views.get(viewId);
    if (!entry || this.touched.has(viewId)) return entry;
    this.touched.add(viewId);
    const inputs = new Map([...entry.inputs].map(([key, input]) => [key, { ...input }]));
    const forms = new Map([...entry.forms].map(([key, form]) => [key, { ...form }]));
    const copy = { ...entry, inputs, forms };
    this.s.views.set(viewId, copy);
    return copy;
  }

  input(viewId, key) {
    return this.view(viewId)?.inputs.get(key) ?? null;
  }

  userEdit({ key, value, viewId = this.s.shown }) {
    this.s.carried = null; // the restore is over: what it did not take (a secret too) is let go
    const input = this.input(viewId, key);
    if (!input) return;
    Object.assign(input, { text: value, waiting: true, changed: true, leftSince: false });
    if (input.refusal) {
      input.refusal = null;
      this.emit("showRefusal", { key, message: null });
    }
    this.stopTimer(input, key);
    const { node } = input;
    const whole = node.type === "toggle" || node.type === "choice";
    if (node.type === "toggle" || (node.send === "change" && !WHOLE_ON_LEAVING.has(node.kind))) {
      const ms = whole ? 0 : node.debounceMs ?? 0;
      if (ms <= 0) this.flush(viewId, input);
      else {
        input.timing = true;
        this.emit("startDebounce", { key, ms });
      }
    }
  }

  debounceFired({ key, viewId = this.s.shown }) {
    const input = this.input(viewId, key);
    if (input?.timing && input.waiting) this.flush(viewId, input);
    else if (input) this.stopTimer(input, key);
  }

  focusMoved({ key, viewId = this.s.shown }) {
    const [before, from] = [this.s.focused, this.s.focusedIn ?? viewId]; // left in the view it was in
    Object.assign(this.s, { focused: key, focusedIn: viewId });
    if (typeof before !== "string" || before === "" || before === key) return;
    const input = this.input(from, before);
    if (!input) return;
    const { node } = input;
    if (node.type !== "field" || node.send === "submit") return; // a toggle or choice went at once
    input.leftSince = true;
    if (input.changed) {
      input.changed = false;
      input.waiting = true;
      this.flush(from, input, true);
    }
    this.showHost(input, before); // without focus, the host's value shows when nothing is outstanding
  }

  submitPressed({ form: formKey, viewId = this.s.shown }) {
    this.s.carried = null;
    const entry = this.view(viewId);
    const form = entry?.forms.get(formKey);
    if (!this.s.live || !form || form.pressing || form.node.pending === true) return;
    form.pressing = true;
    this.emit("lockForm", { form: formKey });
    for (const key of form.inputs) {
      const input = entry.inputs.get(key);
      if (input.waiting) this.flush(viewId, input);
      input.changed = false; // the submit checks every input: leaving one sends nothing
    }
    this.emit("sendEvent", { viewId, action: form.node.submit?.action });
  }

  submitAnswered({ form: formKey, viewId = this.s.shown }) {
    const form = this.view(viewId)?.forms.get(formKey);
    if (!form) return;
    form.pressing = false;
    form.focusAfter = true;
    if (form.node.pending !== true) this.emit("unlockForm", { form: formKey });
    this.focusError(viewId, formKey);
  }

  // After the answer, once not pending: focus the form's first input with an error, unless the
  // user moved focus to a control outside the form meanwhile.
  focusError(viewId, formKey) {
    const entry = this.view(viewId);
    const form = entry.forms.get(formKey);
    if (!form.focusAfter || form.pressing || form.node.pending === true) return;
    form.focusAfter = false;
    const focused = this.s.focused;
    if (focused === "" || (typeof focused === "string" && !form.inputs.includes(focused))) return;
    const key = form.inputs.find((name) => entry.inputs.get(name).node.error);
    if (key === undefined) return;
    this.s.focused = key;
    this.emit("moveFocus", { key });
  }

  treeArrived({ viewId, rev, view, module = null }) {
    this.s.resyncing.delete(viewId);
    const known = this.s.views.get(viewId);
    const carried = known ? null : this.carry(module, view);
    this.s.views.set(viewId, { module, rev, view, inputs: known?.inputs ?? carried?.inputs ?? new Map(),
      forms: known?.forms ?? carried?.forms ?? new Map() });
    this.s.shown = viewId;
    this.sync(viewId, !known && carried !== null);
  }

  patchArrived({ viewId, rev, ops }) {
    if (this.s.resyncing.has(viewId)) return; // the view/get answer is at least this new
    const entry = this.s.views.get(viewId);
    let view = null;
    try {
      if (entry && rev === entry.rev + 1) view = applyPatch(entry.view, ops);
    } catch {
      view = null;
    }
    if (view === null) {
      this.s.resyncing.add(viewId);
      this.emit("getView", { viewId });
      return;
    }
    Object.assign(this.view(viewId), { rev, view });
    this.sync(viewId, false);
  }

  editAnswered({ key, seq, viewId = this.s.shown }) {
    const input = this.input(viewId, key);
    if (input) input.answered = Math.max(input.answered, Number(seq ?? 0));
  }

  editRefused({ key, seq, error, viewId = this.s.shown }) {
    const input = this.input(viewId, key);
    if (!input) return;
    input.refused = Math.max(input.refused, seq);
    if (seq === input.seq && SHOWN_AT_INPUT.has(error?.data?.kind) && typeof error?.message === "string") {
      input.refusal = error.message;
      if (!input.node.error) this.emit("showRefusal", { key, message: error.message });
    }
    this.showHost(input, key); // the host's value comes back
  }

  connectionLost() {
    this.s.live = false;
    for (const viewId of this.s.views.keys()) {
      for (const [formKey, form] of this.view(viewId).forms) {
        if (!form.pressing) continue;
        form.pressing = false;
        form.focusAfter = true;
        this.emit("unlockForm", { form: formKey });
      }
    }
  }

  reconnected() {
    this.s.live = true;
    this.s.carried = [...this.s.views.values()];
    this.s.views = new Map();
    this.s.resyncing = new Set();
  }

  // A restored view takes the inputs of the lost one of the same module and title.
  // 1a: the host has the latest edit sent (or refused it) and nothing waits: its value shows.
  showHost(input, key) {
    const { node } = input;
    if (input.waiting || Math.max(Number(node.seq ?? 0), input.refused) < input.seq) return;
    if (node.kind === "secure") return; // the host never sends a secret back
    input.text = nodeValue(node);
    this.emit("showValue", { key, value: input.text });
  }

  stopTimer(input, key) {
    if (!input.timing) return;
    input.timing = false;
    this.emit("stopDebounce", { key });
  }

  // Sends the input's text now as its next edit (once live again, if not: rule 7).
  flush(viewId, input, left = false) {
    const key = input.node.key;
    this.stopTimer(input, key);
    if (!this.s.live) return;
    input.waiting = false;
    input.seq += 1;
    const command = { viewId, key, seq: input.seq };
    if (input.node.kind === "secure") command.secret = input.text;
    else command.value = input.text;
    if (left) command.left = true;
    this.emit("sendEdit", command);
  }
}
