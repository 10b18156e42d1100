// View nodes (PROTOCOL.md §6) as semantic HTML, updated in place. RENDERERS is the page's one
// table of what it renders: node type → {create, update} (display.js, fields.js), or {collect} for
// the alert (screen.js shows it as the page's <dialog>); a type not in it is shown as its children
// or a placeholder. `updateNodes` brings a container's children in line with a node array: each
// node is keyed by its type and its place among the nodes of that type (buttons and pickers by
// action too), so the element that showed it last time is reused and only what changed is touched
// — focus, selection and scroll survive an update. List rows are keyed by their `key` (rows.js).
// A renderer's `features` are the later members of its type it renders (rule 8: list.actions).
// ctx: {send(action, value), alerts: [] (alerts are collected for the page's <dialog>),
// live: false while the page is not connected (every control is disabled then), inputs: the
// page's input controller (inputs.js), which knows the view shown}; updateNodes adds children
// (itself), through which the containers render theirs. Inputs and forms are keyed by
// their `key`, and the controller keeps their elements, so one is never made twice.
import * as display from "./display.js";
import * as fields from "./fields.js";
import * as choices from "./choices.js";

// Each node type's renderer is an export of display.js, fields.js or choices.js named after its
// type (an Adaptive Cards registry: a new type is its renderer, in one file); `unknown` is the
// fallback for the others, never a type.
const isRenderer = (value) => typeof value === "object" && value !== null && (
  typeof value.create === "function" || typeof value.collect === "function");
const renderers = (module) => Object.entries(module).filter(([name, value]) => name !== "unknown" && isRenderer(value));

export const RENDERERS = Object.freeze(Object.fromEntries([display, fields, choices].flatMap(renderers)));

// The types every frontend renders (PROTOCOL.md §6): `initialize` lists only those beyond them.
export const FIRST_EIGHT = Object.freeze(["screen", "text", "image", "button", "list", "picker", "spinner", "alert"]);

// What the page sends as `capabilities.nodes`: the table's types beyond the first eight, then the
// later members its renderers render (a renderer's `features`, e.g. list.actions).
export function pageNodeTypes() {
  return [...Object.keys(RENDERERS).filter((type) => !FIRST_EIGHT.includes(type)),
    ...Object.values(RENDERERS).flatMap((renderer) => renderer.features ?? [])];
}

function rendererOf(node) {
  const type = node?.type;
  return typeof type === "string" && Object.hasOwn(RENDERERS, type) ? RENDERERS[type] : display.unknown;
}

// The children of `parent` after its first `skip` elements become `nodes`. The containers'
// renderers call it back as ctx.children.
export function updateNodes(parent, nodes, given, skip = 0) {
  const ctx = given.children === updateNodes ? given : { ...given, children: updateNodes };
  const old = new Map();
  for (const child of [...parent.children].slice(skip)) {
    if (child.viperKey) old.set(child.viperKey, child);
    else child.remove();
  }
  const counts = new Map();
  const wanted = [];
  for (const node of Array.isArray(nodes) ? nodes : []) {
    const renderer = rendererOf(node);
    if (renderer.collect) {
      renderer.collect(node, ctx);
      continue;
    }
    const base = baseKey(node);
    const count = counts.get(base) ?? 0;
    counts.set(base, count + 1);
    const key = `${base}#${count}`;
    let element = old.get(key);
    old.delete(key);
    if (!element || !renderer.update(element, node, ctx)) {
      element?.remove();
      element = renderer.create(node, ctx);
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
  if (["field", "toggle", "form", "choice"].includes(type) && typeof node.key === "string") return `${type}:${node.key}`;
  return ["button", "list", "picker"].includes(type) ? `${type}:${node.action}` : type;
}
