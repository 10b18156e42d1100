// The input nodes (PROTOCOL.md §6) as HTML, made once per input key and updated in place
// (the rules are input-machine.js', run by inputs.js): a `field` is a labelled <input> or
// <textarea> with its hint and error (the node's, else a refusal's message) tied by
// aria-describedby (a `date` or `time` one the browser's <input type=date|time>); a `toggle` a
// labelled switch; a `form` a <form> with its
// message in a status region and its submit button; a `stack` a flex box; a `section` a
// <section> with a heading. Each is one renderer of render.js' table ({create, update}); the
// containers render their children with ctx.children.
// Every one-line kind is an <input type=text> but `secure` (type=password): `email` and
// `number` take inputmode instead of their types, whose elements have no caret to keep
// (selectionStart is null; setSelectionRange throws) and, for number, drop what is not a
// number ("12x" reads as ""), so the page could not send what was typed (rule 2 refuses it).
import { el, setText } from "./dom.js";
import { setValue } from "./inputs.js";

// The kinds shown as the browser's own <input type=date|time> (PROTOCOL.md §6, Controls): the value
// is ISO whatever the locale shows; they have no caret (setValue in inputs.js keeps none).
const DATED = new Set(["date", "time"]);

let count = 0;
const nextId = (what) => `${what}-${++count}`;

// An input or a form: the controller's element for its key (made once), updated; an element
// shown for the key before is kept only when it is that one.
const keyed = (render) => ({
  create: render,
  update: (element, node, ctx) => render(node, ctx) === element,
});

export const field = keyed((node, ctx) => {
  const multiline = node.kind === "multiline";
  const box = ctx.inputs.element(`field:${node.key}`,
    (known) => (known.querySelector("[data-input]").tagName === "TEXTAREA") === multiline,
    () => createField(node, ctx, multiline));
  updateField(box, node, ctx);
  return box;
});

function createField(node, ctx, multiline) {
  const id = nextId("field");
  const control = multiline ? el("textarea", { id, rows: 3 }) : el("input", { id, type: "text" });
  control.dataset.input = "field";
  const label = el("label", { htmlFor: id }, el("span", { class: "name" }));
  const box = el("div", { class: "field" }, label, control);
  ctx.inputs.bind(control, node);
  control.addEventListener("input", () => ctx.inputs.edited(control)); // (leaving: page.js' focus events)
  return box;
}

function updateField(box, node, ctx) {
  const control = box.querySelector("[data-input]");
  const error = ctx.inputs.error(node); // the node's, else a refusal's message (inputs.js)
  box.dataset.key = node.key;
  setText(box.querySelector("label .name"), node.label ?? node.key);
  markRequired(box.querySelector("label"), node.required === true);
  const dated = DATED.has(node.kind);
  if (control.tagName === "INPUT") {
    const type = dated ? node.kind : node.kind === "secure" ? "password" : "text";
    if (control.type !== type) control.type = type;
    attribute(control, "inputmode", { email: "email", number: "decimal" }[node.kind] ?? null);
    // A secret is "new-password": never filled in with a password the browser saved for this site
    // ("off" is ignored for passwords by Chromium, and axe flags it).
    attribute(control, "autocomplete", { secure: "new-password", email: "email" }[node.kind] ?? null);
  }
  attribute(control, "spellcheck", ["secure", "email", "number"].includes(node.kind) ? "false" : null);
  // The browser's date and time inputs show no placeholder: it is a note while the value is empty.
  attribute(control, "placeholder", (!dated && node.placeholder) || null);
  attribute(control, "min", (dated && node.min) || null);
  attribute(control, "max", (dated && node.max) || null);
  attribute(control, "maxlength", node.maxLength ? String(node.maxLength) : null);
  control.required = node.required === true;
  attribute(control, "aria-required", node.required === true ? "true" : null);
  attribute(control, "aria-invalid", error ? "true" : null);
  control.readOnly = !ctx.live || node.enabled === false || busy(ctx);
  const placeholder = dated && !node.value ? node.placeholder : null;
  const described = [note(box, "placeholder", placeholder, control.id), note(box, "hint", node.hint, control.id),
    note(box, "error", error, control.id)];
  attribute(control, "aria-describedby", described.filter(Boolean).join(" ") || null);
  ctx.inputs.sync(control, node, (value) => setValue(control, String(value))); // (a secret: only "", cleared)
}

// A hint or an error under the field; returns its id while it is shown.
function note(box, kind, text, controlId) {
  let element = box.querySelector(`:scope > .${kind}`);
  if (!text) {
    element?.remove();
    return null;
  }
  if (!element) {
    element = el("p", { class: kind, id: `${controlId}-${kind}` });
    if (kind === "error") box.append(element);
    else if (kind === "hint") (box.querySelector(":scope > .placeholder") ?? box.querySelector("[data-input]")).after(element);
    else box.querySelector("[data-input]").after(element);
  }
  setText(element, text);
  return element.id;
}

function markRequired(label, required) {
  const mark = label.querySelector(".required");
  if (required && !mark) label.append(el("span", { class: "required", ariaHidden: "true", textContent: " *" }));
  else if (!required) mark?.remove();
}

export const toggle = keyed((node, ctx) => {
  const box = ctx.inputs.element(`toggle:${node.key}`, () => true, () => {
    const id = nextId("toggle");
    const control = el("input", { id, type: "checkbox" });
    control.setAttribute("role", "switch");
    control.dataset.input = "toggle";
    ctx.inputs.bind(control, node, () => control.checked);
    control.addEventListener("change", () => {
      control.setAttribute("aria-checked", String(control.checked)); // (axe wants it on role=switch)
      ctx.inputs.edited(control);
    });
    return el("div", { class: "toggle" }, control, el("label", { htmlFor: id }));
  });
  const control = box.querySelector("[data-input]");
  box.dataset.key = node.key;
  setText(box.querySelector("label"), node.label ?? node.key);
  control.disabled = !ctx.live || node.enabled === false || busy(ctx);
  ctx.inputs.sync(control, node, (on) => {
    control.checked = on === true;
    control.setAttribute("aria-checked", String(control.checked));
  });
  return box;
});

export const form = keyed((node, ctx) => {
  const element = ctx.inputs.element(`form:${node.key}`, () => true, () => {
    const made = el("form", { class: "form", noValidate: true });
    const button = el("button", { type: "submit", class: "submit" });
    const message = el("p", { class: "form-message", role: "status" });
    message.setAttribute("aria-live", "polite");
    // Chromium asks a form with a password field for a username field ("optionally hidden"):
    // a form whose only text field is secure (settings' token) gets this one. Never sent.
    const username = el("input", { type: "text", autocomplete: "username", hidden: true, readOnly: true });
    username.tabIndex = -1;
    username.setAttribute("aria-hidden", "true");
    made.append(username, el("div", { class: "form-body" }), message, button);
    made.addEventListener("submit", (event) => {
      event.preventDefault();
      ctx.inputs.submit(made);
    });
    return made;
  });
  element.dataset.key = node.key;
  const pressing = ctx.inputs.pressing(node.key); // the submit is sent and not answered (inputs.js)
  const isBusy = pressing || node.pending === true;
  const button = element.querySelector(":scope > button.submit");
  setText(button, node.submit?.title ?? "Submit");
  button.dataset.action = node.submit?.action ?? "";
  attribute(button, "aria-busy", isBusy ? "true" : null);
  button.disabled = !ctx.live || isBusy;
  attribute(element, "aria-busy", isBusy ? "true" : null);
  setText(element.querySelector(":scope > .form-message"), node.message ?? "");
  ctx.children(element.querySelector(":scope > .form-body"), node.children, { ...ctx, form: { busy: isBusy } });
  return element;
});

export const stack = {
  create(node, ctx) {
    const box = el("div", { class: "stack" });
    stack.update(box, node, ctx);
    return box;
  },
  update(element, node, ctx) {
    if (!element.matches("div.stack")) return false;
    element.dataset.axis = node.axis === "horizontal" ? "horizontal" : "vertical";
    ctx.children(element, node.children, ctx);
    return true;
  },
};

export const section = {
  create(node, ctx) {
    const box = el("section", { class: "group" }, el("h2"));
    section.update(box, node, ctx);
    return box;
  },
  update(element, node, ctx) {
    if (!element.matches("section.group")) return false;
    const heading = element.firstElementChild;
    if (!heading.id) heading.id = nextId("section");
    if (element.getAttribute("aria-labelledby") !== heading.id) element.setAttribute("aria-labelledby", heading.id);
    setText(heading, node.title ?? "");
    ctx.children(element, node.children, ctx, 1);
    return true;
  },
};

const busy = (ctx) => ctx.form?.busy === true;

function attribute(element, name, value) {
  if (value === null) {
    if (element.hasAttribute(name)) element.removeAttribute(name);
  } else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}
