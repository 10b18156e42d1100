// The input rules' glue (PROTOCOL.md §6, "Input"): the rules themselves, and the page's copy of
// the views, are input-machine.js' pure reducer; this class holds its state, turns what happens on
// the page into its events (an edit, focus moving, a submit, the host's trees, patches and
// answers, the connection lost and restored) and runs its commands: requests, timers, a
// control's value, a refusal's message, a form locked, focus moved. One per page (page.js); it
// holds the elements of the screen shown, one per input key, made once and updated in place
// (fields.js, choices.js, rows.js). A control made anew shows what the reducer says it shows.
// docs/INPUT.md, "The frontend's state machine", is the table; Protocol/frontend-cases/ drive the
// reducer alone (tests/input-machine.test.js) and the whole page (tests/frontend-cases.test.js).
import { ErrorKind } from "./error-kinds.js";
import * as machine from "./input-machine.js";

export class Inputs {
  // request(method, params) → Promise; render() after the state changed; showError(error) for
  // what the page shows in its error banner. Without a request: renders only (the ?test hook's
  // fresh copy, tests), every control showing its node's value.
  constructor({ request = null, render = () => {}, showError = () => {}, timers = globalThis } = {}) {
    this.request = request;
    this.render = render;
    this.showError = showError;
    this.timers = timers;
    this.state = machine.initial();
    this.elements = new Map(); // key -> the element showing that input (or form)
    this.controls = new Map(); // an input's key -> its control ([data-input])
    this.debounces = new Map(); // viewId/key -> timer
    this.focusTo = null; // a moveFocus waiting for the render that shows its input
    this.viewId = null;
  }

  get live() {
    return this.state.live;
  }

  get views() {
    return this.state.views;
  }

  // Runs one event through the reducer, then its commands.
  dispatch(event) {
    const { state, commands } = machine.step(this.state, event);
    this.state = state;
    for (const command of commands) this.run(command, event);
    return commands;
  }

  run({ type, ...params }, event) {
    const { key } = params;
    switch (type) {
      case "sendEdit": return this.sendEdit(params);
      case "sendEvent": return this.sendEvent(params, event.form);
      case "getView": return this.getView(params.viewId);
      case "startDebounce": {
        const viewId = event.viewId ?? this.state.shown;
        this.stopDebounce(viewId, key);
        const timer = this.timers.setTimeout(() => {
          this.debounces.delete(`${viewId}/${key}`);
          this.dispatch({ type: "debounceFired", viewId, key });
        }, params.ms);
        return this.debounces.set(`${viewId}/${key}`, timer);
      }
      case "stopDebounce": return this.stopDebounce(event.viewId ?? this.state.shown, key);
      case "showValue": return this.controls.get(key)?.viperShow?.(params.value);
      case "moveFocus":
        this.focusTo = key;
        return this.render();
      default: return this.render(); // showRefusal, lockForm, unlockForm: the form and its inputs drawn anew
    }
  }

  stopDebounce(viewId, key) {
    this.timers.clearTimeout(this.debounces.get(`${viewId}/${key}`));
    this.debounces.delete(`${viewId}/${key}`);
  }

  sendEdit(params) {
    if (!this.request) return;
    const { viewId, key, seq } = params;
    this.request("view/input", params).then((result) => {
      this.dispatch({ type: "editAnswered", viewId, key, seq: Number(result?.seq ?? 0) });
    }, (error) => {
      if (error?.connectionClosed || !this.live) return; // resent after the restore (rule 7)
      if (error?.data?.kind !== ErrorKind.INVALID_VALUE) this.showError(error);
      this.dispatch({ type: "editRefused", viewId, key, seq, error });
      this.render(); // the host's value comes back
    });
  }

  sendEvent(params, form) {
    if (!this.request) return;
    const { viewId } = params;
    const answered = (error) => {
      if (error?.connectionClosed) return; // connectionLost ended it
      if (error) this.showError(error);
      this.dispatch({ type: "submitAnswered", viewId, form, error });
      this.render();
    };
    this.request("view/event", params).then(() => answered(null), answered);
  }

  // A gap (rule: rev gap and resync): the answer replaces the copy unless a view/update came first.
  getView(viewId) {
    if (!this.request) return;
    this.request("view/get", { viewId }).then((result) => {
      if (this.state.resyncing.has(viewId)) this.dispatch({ type: "treeArrived", ...result });
      else this.state = machine.resyncEnded(this.state, viewId);
    }, (error) => {
      this.state = machine.resyncEnded(this.state, viewId);
      if (error?.data?.kind !== ErrorKind.VIEW_NOT_FOUND) this.showError(error);
    }).finally(() => this.render());
  }

  // The host's notifications about views; returns whether the copy changed.
  updated(params) {
    this.dispatch({ type: "treeArrived", viewId: params.viewId, rev: params.rev, view: params.view,
      module: params.module ?? null });
    return true;
  }

  patched(params) {
    const before = this.state.views.get(params.viewId);
    this.dispatch({ type: "patchArrived", viewId: params.viewId, rev: params.rev, ops: params.ops });
    return this.state.views.get(params.viewId) !== before;
  }

  closed(viewId) {
    this.state = machine.viewClosed(this.state, viewId);
  }

  // Each render: the view shown (user events go to it).
  begin(viewId) {
    this.viewId = viewId;
  }

  // A new screen: its inputs are new ones (the old view's timers still run: its edits still go).
  reset() {
    this.elements = new Map();
    this.controls = new Map();
  }

  // Focus moved on the page (page.js listens on the document): onto an input, onto another control
  // (inside a form: as on nothing, it is not "elsewhere"), or onto nothing.
  focused(target) {
    const control = target?.closest?.("[data-input]");
    const key = control?.viperKey ?? (target?.closest?.("form") ? null : target ? "" : null);
    if (key === this.state.focused) return;
    this.dispatch({ type: "focusMoved", viewId: this.viewId, key });
  }

  // A row scrolled out of a windowed list (window.js): its element is let go, so a long scroll
  // keeps no element per row passed; its counters stay in the reducer. Not while an edit waits or
  // it has focus.
  forget(key) {
    const element = this.elements.get(key);
    const control = element?.matches?.("[data-input]") ? element : element?.querySelector?.("[data-input]");
    const input = control && this.input(control.viperKey);
    if (!element || input?.waiting || input?.timing || element.contains(document.activeElement)) return;
    this.elements.delete(key);
    if (this.controls.get(control.viperKey) === control) this.controls.delete(control.viperKey);
  }

  // The element for `key`: the one made before if `fits(it)`, else `make()`.
  element(key, fits, make) {
    const known = this.elements.get(key);
    if (known && fits(known)) return known;
    const made = make();
    this.elements.set(key, made);
    return made;
  }

  input(key) {
    return this.state.views.get(this.viewId)?.inputs.get(key) ?? null;
  }

  // A control made for an input: `read()` is the value it shows (a choice's keys, a toggle's state).
  bind(control, node, read = () => control.value) {
    control.viperKey = node.key;
    control.viperRead = read;
    control.viperShow = null;
  }

  // The user edited the control.
  edited(control) {
    this.dispatch({ type: "userEdit", viewId: this.viewId, key: control.viperKey, value: control.viperRead() });
  }

  // Each render of an input: `show(value)` shows a value in its control; a control not shown yet
  // (or `redrawn`: a choice's options made anew) shows what the reducer says it shows (its node's
  // value when the reducer has none).
  sync(control, node, show, redrawn = false) {
    this.controls.set(node.key, control);
    const first = control.viperShow === null;
    control.viperShow = show;
    if (!first && !redrawn) return;
    const input = this.input(node.key);
    if (node.kind === "secure") show(input?.text ?? "");
    else show(input ? input.text : machine.nodeValue(node));
  }

  // The error an input shows: its node's, else a refusal's message (until its next edit).
  error(node) {
    return node.error || this.input(node.key)?.refusal || null;
  }

  // Rule 5: the form's submit (its waiting edits, then the event); busy until answered.
  submit(form) {
    this.dispatch({ type: "submitPressed", viewId: this.viewId, form: form.dataset.key });
  }

  pressing(formKey) {
    return machine.formOf(this.state, this.viewId, formKey)?.pressing === true;
  }

  // After a render: the focus a submit's answer asked for, on its input's control.
  afterRender() {
    const key = this.focusTo;
    this.focusTo = null;
    const control = key === null ? null : this.controls.get(key);
    if (!control?.isConnected) return;
    // A choice shown inline takes focus on its chosen option, else its first.
    const target = control.tagName === "FIELDSET"
      ? control.querySelector("input:checked") ?? control.querySelector("input") : control;
    target?.focus();
  }
}

// Sets a control's text, keeping the caret and selection of a focused one (at most the new length).
export function setValue(control, value) {
  if (control.value === value) return;
  if (document.activeElement !== control) {
    control.value = value;
    return;
  }
  const { selectionStart: start, selectionEnd: end, selectionDirection: direction } = control;
  control.value = value;
  if (start === null) return; // a date or time input has no caret
  const length = control.value.length;
  control.setSelectionRange(Math.min(start ?? length, length), Math.min(end ?? length, length), direction ?? "none");
}
