// View nodes (PROTOCOL.md §6) as semantic HTML, updated in place. `updateNodes` brings a
// container's children in line with a node array: each node is keyed by its type and its
// place among the nodes of that type (buttons and pickers by action too), so the element that
// showed it last time is reused and only what changed is touched — focus, selection and scroll
// survive an update. List rows are keyed by their `key` (rows.js).
// ctx: {send(action, value), alerts: [] (alerts are collected for the page's <dialog>),
// live: false while the page is not connected (every control is disabled then), inputs: the
// page's input controller (inputs.js), which knows the view shown}. Inputs and forms are keyed by
// their `key`, and the controller keeps their elements, so one is never made twice.
import { imageNode, sameImage } from "./images.js";
import { createList, updateList } from "./rows.js";
import { el, setText } from "./dom.js";
import { field, form, section, stack, toggle } from "./fields.js";

export function updateNodes(parent, nodes, ctx, skip = 0) {
  const old = new Map();
  for (const child of [...parent.children].slice(skip)) {
    if (child.viperKey) old.set(child.viperKey, child);
    else child.remove();
  }
  const counts = new Map();
  const wanted = [];
  for (const node of Array.isArray(nodes) ? nodes : []) {
    if (node?.type === "alert") {
      ctx.alerts.push(node);
      continue;
    }
    const base = baseKey(node);
    const count = counts.get(base) ?? 0;
    counts.set(base, count + 1);
    const key = `${base}#${count}`;
    let element = old.get(key);
    old.delete(key);
    if (!element || !update(element, node, ctx)) {
      element?.remove();
      element = create(node, ctx);
    }
    element.viperKey = key;
    wanted.push(element);
  }
  for (const element of old.values()) if (element.parentElement === parent) element.remove();
  let cursor = parent.children[skip] ?? null;
  for (const element of wanted) {
    if (element === cursor) cursor = cursor.nextElementSibling;
    else parent.insertBefore(element, cursor);
  }
}

function baseKey(node) {
  const type = String(node?.type);
  if (["field", "toggle", "form"].includes(type) && typeof node.key === "string") return `${type}:${node.key}`;
  return ["button", "list", "picker"].includes(type) ? `${type}:${node.action}` : type;
}

function create(node, ctx) {
  switch (node?.type) {
    case "text":
      return el("p", { class: "text", textContent: node.text ?? "" });
    case "image":
      return imageNode(node);
    case "button": {
      const button = el("button", { type: "button", class: "node-button" });
      button.addEventListener("click", () => ctx.send(button.viperNode.action));
      update(button, node, ctx);
      return button;
    }
    case "list":
      return createList(node, ctx);
    case "picker":
      return createPicker(node, ctx);
    case "spinner": {
      const label = node.label || "Loading…";
      return el("div", { class: "spinner", role: "progressbar", ariaLabel: label }, el("span", { textContent: label }));
    }
    case "screen": {
      const box = el("section", {}, el("h2"));
      update(box, node, ctx);
      return box;
    }
    case "field":
      return field(node, ctx);
    case "toggle":
      return toggle(node, ctx);
    case "form":
      return form(node, ctx);
    case "stack": {
      const box = el("div", { class: "stack" });
      stack(box, node, ctx);
      return box;
    }
    case "section": {
      const box = el("section", { class: "group" }, el("h2"));
      section(box, node, ctx);
      return box;
    }
    default: {
      const box = el("div", { class: "unknown", dataset: { unknownType: String(node?.type) } });
      update(box, node, ctx);
      return box;
    }
  }
}

// Updates an element made by create() for a node of the same key; false if it cannot be.
function update(element, node, ctx) {
  switch (node?.type) {
    case "text":
      setText(element, node.text ?? "");
      return true;
    case "image":
      return sameImage(element, node);
    case "button":
      element.viperNode = node;
      setText(element, node.title ?? node.action);
      // A busy button (the readable form of a pending submit) says so and cannot be pressed.
      element.disabled = !ctx.live || node.enabled === false || node.busy === true;
      if (node.busy === true) element.setAttribute("aria-busy", "true");
      else element.removeAttribute("aria-busy");
      Object.assign(element.dataset, { action: node.action, focus: `button:${node.action}` });
      return true;
    case "list":
      updateList(element, node, ctx);
      return true;
    case "picker":
      updatePicker(element, node, ctx);
      return true;
    case "spinner": {
      const label = node.label || "Loading…";
      if (element.ariaLabel !== label) element.ariaLabel = label;
      setText(element.firstElementChild, label);
      return true;
    }
    case "screen":
      setText(element.firstElementChild, node.title ?? "");
      updateNodes(element, node.children, ctx, 1);
      return true;
    case "field":
    case "toggle":
    case "form":
      return create(node, ctx) === element; // the controller's element for this key, updated
    case "stack":
      if (!element.matches("div.stack")) return false;
      stack(element, node, ctx);
      return true;
    case "section":
      if (!element.matches("section.group")) return false;
      section(element, node, ctx);
      return true;
    default: {
      if (element.dataset.unknownType !== String(node?.type)) return false;
      if (Array.isArray(node?.children) && node.children.length > 0) {
        updateNodes(element, node.children, ctx); // (drops the placeholder: it has no key)
      } else if (!element.querySelector(":scope > .label")) {
        element.replaceChildren(el("span", { class: "label", textContent: `Unsupported element: ${node?.type}` }));
      }
      return true;
    }
  }
}

let pickerCount = 0;

function createPicker(node, ctx) {
  const id = `picker-${++pickerCount}`;
  const select = el("select", { id });
  select.addEventListener("change", () => ctx.send(select.viperNode.action, select.value));
  const box = el("div", { class: "picker" }, el("label", { htmlFor: id }), select);
  updatePicker(box, node, ctx);
  return box;
}

function updatePicker(box, node, ctx) {
  const select = box.querySelector("select");
  select.viperNode = node;
  setText(box.querySelector("label"), node.label ?? "");
  Object.assign(select.dataset, { action: node.action, focus: `picker:${node.action}` });
  const options = [];
  if (node.selected == null) options.push(["", "Choose…", true]);
  for (const option of node.options || []) options.push([String(option.key), option.title ?? String(option.key), false]);
  const current = [...select.options].map((o) => [o.value, o.textContent, o.disabled]);
  if (JSON.stringify(current) !== JSON.stringify(options)) {
    select.replaceChildren(...options.map(([value, textContent, disabled]) => el("option", { value, textContent, disabled })));
  }
  select.value = node.selected == null ? "" : String(node.selected);
  select.disabled = !ctx.live || (node.options || []).length === 0;
}
