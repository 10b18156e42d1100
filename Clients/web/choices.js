// A `choice` node (PROTOCOL.md §6, "Input" and "Controls") as native elements, made once per
// input key and updated in place: inline (every option in view) it is a <fieldset> with a
// <legend>, holding radio buttons (one of several) or checkboxes (several of several); as a menu, a labelled <select> (a `multiple` one a <select multiple>). Without a
// `style` the page shows up to INLINE_AT_MOST options inline and more as a menu
// (Clients/README.md, Browser). Each change is one edit of the whole value (inputs.js, as a
// toggle): a key or null, or the chosen keys in the options' order — never a joined string.
// A single menu offers "(none)" when the choice is not required (or nothing is chosen yet), so
// null can be chosen again; radio buttons, like the browser's, cannot be unchecked.
import { el, setText } from "./dom.js";

export const INLINE_AT_MOST = 5;
const NONE = "(none)";

let count = 0;

// "radio", "checkbox", "select" or "select-multiple": the elements a node is shown with.
export function shape(node) {
  const options = Array.isArray(node.options) ? node.options : [];
  const inline = node.style === "inline" || (node.style !== "menu" && options.length <= INLINE_AT_MOST);
  if (inline) return node.multiple === true ? "checkbox" : "radio";
  return node.multiple === true ? "select-multiple" : "select";
}

export const choice = {
  create: (node, ctx) => render(node, ctx),
  update: (element, node, ctx) => render(node, ctx) === element,
};

function render(node, ctx) {
  const wanted = shape(node);
  const box = ctx.inputs.element(`choice:${node.key}`, (known) => known.dataset.shape === wanted,
    () => make(wanted, node, ctx));
  update(box, node, ctx);
  return box;
}

// The box and its control ([data-input]: the fieldset or the select), bound to the input (its
// state is the reducer's, by key: a choice shown anew in another shape keeps it).
function make(wanted, node, ctx) {
  const id = `choice-${++count}`;
  const inline = wanted === "radio" || wanted === "checkbox";
  const control = inline
    ? el("fieldset", { id, class: "options" }, el("legend", {}, el("span", { class: "name" })))
    : el("select", { id, multiple: wanted === "select-multiple" });
  const box = inline
    ? el("div", { class: "choice", dataset: { shape: wanted } }, control)
    : el("div", { class: "choice", dataset: { shape: wanted } },
      el("label", { htmlFor: id }, el("span", { class: "name" })), control);
  control.dataset.input = "choice";
  control.viperName = id; // the radio buttons' name
  ctx.inputs.bind(control, node, () => value(control, wanted));
  control.addEventListener("change", () => ctx.inputs.edited(control));
  return box;
}

function update(box, node, ctx) {
  const control = box.querySelector("[data-input]");
  const wanted = box.dataset.shape;
  box.dataset.key = node.key;
  const label = control.tagName === "FIELDSET" ? control.querySelector("legend") : box.querySelector("label");
  setText(label.querySelector(".name"), node.label ?? node.key);
  const redrawn = updateOptions(control, node, wanted);
  // Required: a <select> is aria-required; a fieldset says it in its legend, "(required)" (a group has
  // no aria-required, axe refuses a fieldset the role radiogroup, and the browser's own `required` on
  // radio buttons would call them invalid before the user chose anything).
  const inline = control.tagName === "FIELDSET";
  markRequired(label, node.required === true, inline);
  attribute(control, "aria-required", node.required === true && !inline ? "true" : null);
  const shownError = ctx.inputs.error(node); // the node's, else a refusal's message (inputs.js)
  attribute(control, "aria-invalid", shownError && !inline ? "true" : null);
  box.classList.toggle("invalid", Boolean(shownError));
  control.disabled = !ctx.live || node.enabled === false || ctx.form?.busy === true;
  attribute(control, "aria-describedby", error(box, shownError, control.id));
  ctx.inputs.sync(control, node, (chosen) => show(control, wanted, chosen), redrawn);
}

// The options' elements, made anew only when the options changed (focus stays on the same key);
// returns whether they were (what they show is then shown again).
function updateOptions(control, node, wanted) {
  const options = (Array.isArray(node.options) ? node.options : [])
    .map((option) => [String(option.key), option.title ?? String(option.key)]);
  if (wanted === "select") {
    const none = node.required !== true || node.value == null;
    if (none) options.unshift(["", NONE]);
  }
  const signature = JSON.stringify([options, node.required === true]);
  if (control.viperOptions === signature) return false;
  control.viperOptions = signature;
  const focused = control.contains(document.activeElement) ? optionKey(document.activeElement) : null;
  if (control.tagName === "SELECT") {
    control.replaceChildren(...options.map(([key, title]) =>
      el("option", { value: key, textContent: title, disabled: key === "" && node.required === true })));
    return true;
  }
  for (const old of control.querySelectorAll(":scope > .option")) old.remove();
  for (const [index, [key, title]] of options.entries()) {
    const id = `${control.id}-${index}`;
    const input = el("input", { id, type: wanted, name: control.viperName, value: key });
    control.append(el("div", { class: "option" }, input, el("label", { htmlFor: id, textContent: title })));
    if (key === focused) input.focus({ preventScroll: true });
  }
  return true;
}

const optionKey = (element) => (element?.tagName === "INPUT" ? element.value : null);

// The value the elements show: a key or null, or the chosen keys in the options' order.
function value(control, wanted) {
  if (wanted === "select") return control.value === "" ? null : control.value;
  const chosen = control.tagName === "SELECT"
    ? [...control.selectedOptions].map((option) => option.value)
    : [...control.querySelectorAll("input:checked")].map((input) => input.value);
  return wanted === "radio" ? (chosen[0] ?? null) : chosen;
}

// Shows the host's value; a key no option has is not shown (the host sends none: §6, Controls).
function show(control, wanted, current) {
  const keys = new Set((Array.isArray(current) ? current : [current]).filter((key) => typeof key === "string"));
  if (wanted === "select") {
    const key = [...keys][0] ?? "";
    control.value = [...control.options].some((option) => option.value === key) ? key : "";
    return;
  }
  const elements = control.tagName === "SELECT" ? [...control.options] : [...control.querySelectorAll("input")];
  for (const element of elements) {
    const on = keys.has(element.value);
    if (control.tagName === "SELECT") element.selected = on;
    else element.checked = on;
  }
}

function markRequired(label, required, spoken) {
  const mark = label.querySelector(".required");
  if (mark && (!required || (mark.dataset.spoken === "true") !== spoken)) mark.remove();
  if (!required || label.querySelector(".required")) return;
  const star = el("span", { textContent: " *" });
  star.setAttribute("aria-hidden", "true");
  const made = el("span", { class: "required", dataset: { spoken: String(spoken) } }, star);
  if (spoken) made.append(el("span", { class: "visually-hidden", textContent: " (required)" }));
  label.append(made);
}

// The error under the choice; returns its id while it is shown.
function error(box, text, controlId) {
  let element = box.querySelector(":scope > .error");
  if (!text) {
    element?.remove();
    return null;
  }
  if (!element) box.append((element = el("p", { class: "error", id: `${controlId}-error` })));
  setText(element, text);
  return element.id;
}

function attribute(element, name, value) {
  if (value === null) {
    if (element.hasAttribute(name)) element.removeAttribute(name);
  } else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}
