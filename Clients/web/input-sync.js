// The half of the input machine (input-machine.js) that brings a view's inputs in line with a tree
// the host sent: rule 1b (set), rule 1a (seq), a host seq above ours, rule 7's resend to a restored
// view, and a form's pending. `Run` extends it; `this.s`, `emit`, `view`, `flush`, `stopTimer`,
// `showHost` and `focusError` are the run's (input-machine.js).

import { nodeValue, walk } from "./input-nodes.js";

export class TreeSync {
  carry(module, view) {
    const carried = this.s.carried ?? [];
    const index = carried.findIndex((old) => old.module === module && old.view?.title === view?.title);
    if (index < 0) return null;
    this.s.carried = carried.filter((_, at) => at !== index);
    return carried[index];
  }

  // Brings the view's inputs in line with its tree.
  sync(viewId, restored) {
    const entry = this.view(viewId);
    const seen = new Set();
    const forms = new Map();
    walk(entry.view, null, (node, formKey) => {
      if (node.type === "form") {
        const old = entry.forms.get(node.key);
        forms.set(node.key, { node, inputs: [], pressing: old?.pressing ?? false, focusAfter: old?.focusAfter ?? false });
        if (old && old.node.pending !== true && node.pending === true && !old.pressing) this.emit("lockForm", { form: node.key });
        if (old && old.node.pending === true && node.pending !== true && !old.pressing) this.emit("unlockForm", { form: node.key });
        return;
      }
      if (seen.has(node.key)) return;
      seen.add(node.key);
      if (formKey !== null) forms.get(formKey)?.inputs.push(node.key);
      this.syncInput(viewId, entry, node, formKey, restored);
    });
    entry.forms = forms;
    for (const formKey of forms.keys()) this.focusError(viewId, formKey);
  }

  syncInput(viewId, entry, node, formKey, restored) {
    const key = node.key;
    const seq = Number(node.seq ?? 0);
    const set = Number(node.set ?? 0);
    let input = entry.inputs.get(key);
    if (!input || restored) {
      const old = input;
      input = { node, form: formKey, seq, answered: seq, refused: 0, set, waiting: false, changed: false,
        leftSince: false, timing: false, text: nodeValue(node), refusal: null };
      entry.inputs.set(key, input);
      const secret = node.kind === "secure" && typeof old?.text === "string" && old.text !== "";
      if (old && (old.waiting || secret || old.seq > Math.max(old.answered, old.refused))) {
        // Rule 7: what the user typed and the host never answered (or a secret) goes again, and wins.
        Object.assign(input, { text: old.text, waiting: true, leftSince: old.leftSince, changed: old.changed,
          refusal: old.refusal });
        if (node.kind !== "secure") this.emit("showValue", { key, value: old.text });
        this.flush(viewId, input, old.leftSince);
      } else this.showHost(input, key);
      return;
    }
    Object.assign(input, { node, form: formKey });
    input.answered = Math.max(input.answered, seq);
    input.seq = Math.max(input.seq, seq); // a seq above ours: the next edit follows it
    if (set !== input.set) {
      // 1b: the module replaced the value; it wins and waiting edits are dropped.
      input.set = set;
      this.stopTimer(input, key);
      Object.assign(input, { waiting: false, changed: false, leftSince: false });
      input.text = node.kind === "secure" ? "" : nodeValue(node); // a secure field's: the module cleared it
      this.emit("showValue", { key, value: input.text });
      return;
    }
    this.showHost(input, key);
  }
}
