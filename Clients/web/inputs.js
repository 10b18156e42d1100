// The input rules (PROTOCOL.md §6, "Input"): what the page sends as the user edits a field or
// flips a toggle, and when it shows the host's value. One controller per page (app.js); it
// holds the elements of the screen shown, one per input key, made once and updated in place
// (fields.js), and for each input its state:
//   seq       the latest edit sent of this input in this view (one counter per input per view)
//   refused   the latest edit the host answered with an error (it will not come back in a tree)
//   set       the host's `set` last seen (rule 1b)
//   waiting   an edit the user made that is not sent yet (debounce, send: leave or submit)
//   edited    changed since it got focus (leaving it then sends the value with left: true)
//   leftSince focus left it after its latest edit (an edit resent after a reconnect says left: true)
// The host's value is applied (rule 1) when the host has the latest edit sent and nothing
// waits (1a), or when `set` changed (1b: the module's replacement wins, waiting edits are
// dropped); from the whole node of the page's copy of the view (rule 2), whatever a patch
// touched. A secure field's text is sent only as `secret` and kept only in the <input>.
// docs/INPUT.md, "The frontend's state machine", is the table; Protocol/frontend-cases/ drive
// this class (tests/frontend-cases.test.js) as they drive the TUI's controller and viper-sh.

import { ErrorKind } from "./error-kinds.js";

// The field kinds whose value is whole only when the user is done with it: sent on leaving.
const WHOLE_ON_LEAVING = new Set(["date", "time"]);

export class Inputs {
  constructor({ request = null, render = () => {}, showError = () => {} } = {}) {
    this.request = request;
    this.render = render;
    this.showError = showError;
    this.elements = new Map(); // key -> the element showing that input (or form)
    this.retired = new Map(); // key -> the counters of an input whose element was let go (forget)
    this.viewId = null;
    this.live = false;
  }

  // Each render: the view shown, the connection it belongs to (a new host numbers views anew, so
  // "v2" after a reconnect is another view) and whether the page is connected.
  begin(viewId, epoch, live) {
    this.viewId = viewId;
    this.view = `${epoch}/${viewId}`;
    this.live = live;
  }

  // A new screen: its inputs are new ones (a waiting edit of the old one was sent on leaving it).
  reset() {
    for (const element of this.elements.values()) clearTimeout(element.viperInput?.timer);
    this.elements = new Map();
    this.retired = new Map();
  }

  // A row scrolled out of a windowed list (window.js): its element is let go, so a long scroll keeps
  // no element per row passed; its counters stay (one seq per input per view). Not while an edit
  // waits or it has focus.
  forget(key) {
    const element = this.elements.get(key);
    const state = element?.viperInput;
    if (!state || state.waiting || state.timer || element === document.activeElement) return;
    this.elements.delete(key);
    const { view, viewId, seq, answered, refused, set } = state;
    this.retired.set(key, { view, viewId, seq, answered, refused, set });
  }

  // The element for `key`: the one made before if `fits(it)`, else `make()`.
  element(key, fits, make) {
    const known = this.elements.get(key);
    if (known && fits(known)) return known;
    const made = make();
    this.elements.set(key, made);
    if (this.retired.has(key) && made.viperInput) Object.assign(made.viperInput, this.retired.get(key));
    this.retired.delete(key);
    return made;
  }

  // A new input's state; `control` is the <input>, <textarea> or switch, or a choice's
  // <fieldset> or <select>; `read()`, when given, is the value to send (a choice's keys).
  state(control, node, read = null) {
    return { control, key: node.key, view: null, viewId: null, seq: 0, answered: 0, refused: 0, set: 0, waiting: false,
      edited: false, leftSince: false, timer: null, node, read };
  }

  // The user typed (or flipped a toggle, changed a choice): send now, after the debounce, or
  // later (rule 4). A date or time goes on leaving even if the node said `change` (§6, Controls:
  // a date half typed is not a date).
  edited(state) {
    state.edited = true;
    state.waiting = true;
    state.leftSince = false;
    clearTimeout(state.timer);
    state.timer = null;
    const node = state.node;
    if (node.type === "toggle") this.flush(state);
    else if (node.send === "change" && !WHOLE_ON_LEAVING.has(node.kind)) {
      const ms = node.debounceMs ?? 0;
      if (ms <= 0) this.flush(state);
      else state.timer = setTimeout(() => this.flush(state), ms);
    }
  }

  // Focus left the input: a changed value goes with left: true (the waiting edit, if any); a
  // `send: submit` field's only with its form's submit.
  leave(state) {
    const locked = state.control.readOnly || state.control.disabled; // a submit sent it already
    if (state.node.type === "field" && state.node.send !== "submit") state.leftSince = true;
    if (state.node.type === "field" && state.node.send !== "submit" && state.edited && !locked) {
      state.edited = false;
      state.waiting = true;
      this.flush(state, true);
    }
    this.render(); // without focus, the host's value shows (rule 1)
  }

  // Sends the input's value now as its next edit.
  flush(state, left = false) {
    clearTimeout(state.timer);
    state.timer = null;
    if (!this.live || !this.request || state.viewId === null) return; // resent once connected (rule 7)
    state.waiting = false;
    const seq = ++state.seq;
    const params = { viewId: state.viewId, key: state.key, seq };
    const { control, node } = state;
    if (state.read) params.value = state.read();
    else if (node.type === "toggle") params.value = control.checked;
    else if (node.kind === "secure") params.secret = control.value;
    else params.value = control.value;
    if (left) params.left = true;
    this.request("view/input", params).then((result) => {
      state.answered = Math.max(state.answered, Number(result?.seq ?? 0));
    }, (error) => {
      if (error?.connectionClosed || !this.live) {
        if (seq === state.seq) state.waiting = true; // resent after the restore (rule 7)
        return;
      }
      state.refused = Math.max(state.refused, seq);
      if (error?.data?.kind !== ErrorKind.INVALID_VALUE) this.showError(error);
      this.render(); // the host's value comes back
    });
  }

  // Brings an input's state in line with its node (the whole node from the page's copy);
  // calls apply(node, replaced) when the host's value is to be shown.
  sync(state, node, apply) {
    state.node = node;
    const seq = Number(node.seq ?? 0);
    const set = Number(node.set ?? 0);
    if (state.view !== this.view) {
      const first = state.view === null;
      if (!first && !this.live) return; // reconnecting: keep what is shown until the view is back
      // The first tree, or the same screen restored after a reconnect (a new view, new numbering):
      // what the user typed and the host never answered is sent again (rule 7).
      // A secret is only in the field: the restored view does not have it.
      const secret = node.kind === "secure" && state.control.value !== "";
      const unanswered = !first && (state.waiting || secret || state.seq > Math.max(state.answered, state.refused));
      Object.assign(state, { view: this.view, viewId: this.viewId, seq, answered: seq, refused: 0, set });
      if (unanswered) {
        state.waiting = true;
        this.flush(state, state.leftSince);
      } else {
        apply(node, true);
      }
      return;
    }
    state.answered = Math.max(state.answered, seq);
    state.seq = Math.max(state.seq, seq); // a seq above ours was not sent by this page: the next edit follows it
    if (set !== state.set) {
      // 1b: the module replaced the value; it wins and waiting edits are dropped.
      state.set = set;
      clearTimeout(state.timer);
      Object.assign(state, { timer: null, waiting: false, edited: false, leftSince: false });
      apply(node, true);
      return;
    }
    // 1a: the host has the latest edit sent (or refused it) and nothing waits.
    if (!state.waiting && Math.max(seq, state.refused) >= state.seq) apply(node, false);
  }

  // Rule 5: the form's waiting edits in tree order, then the submit event; busy until answered.
  async submit(form) {
    const node = form.viperNode;
    if (!this.live || !this.request || form.viperPressing || node.pending) return;
    form.viperPressing = true;
    this.render();
    for (const control of form.querySelectorAll("[data-input]")) {
      const state = control.viperInput;
      if (state?.waiting) this.flush(state);
      if (state) state.edited = false; // the submit checks every input
    }
    try {
      await this.request("view/event", { viewId: this.viewId, action: node.submit.action });
    } catch (error) {
      if (!error?.connectionClosed) this.showError(error);
    }
    form.viperPressing = false;
    form.viperFocusError = true;
    this.render();
  }

  // After the answer, once the form is not pending: focus the first field with an error (unless
  // the user went elsewhere than the form while it was pending).
  focusError(form) {
    if (!form.viperFocusError || form.viperPressing || form.viperNode.pending) return;
    form.viperFocusError = false;
    const active = document.activeElement;
    if (active && active !== document.body && !form.contains(active)) return;
    const found = firstError(form.viperNode);
    const box = found && this.elements.get(`${found.type}:${found.key}`);
    // A choice shown inline takes focus on its chosen option, else its first.
    const control = ["fieldset[data-input] input:checked", "fieldset[data-input] input", "[data-input]"]
      .map((selector) => box?.querySelector(selector)).find(Boolean);
    if (control && control.isConnected) control.focus();
  }
}

// The first field or choice in the form with an error: {type, key}.
function firstError(node) {
  if ((node?.type === "field" || node?.type === "choice") && node.error) return { type: node.type, key: node.key };
  for (const child of Array.isArray(node?.children) ? node.children : []) {
    const found = firstError(child);
    if (found !== null) return found;
  }
  return null;
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
