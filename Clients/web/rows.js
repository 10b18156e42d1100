// A `list` node as a <ul> of rows, updated in place and keyed by each item's `key`: a row
// that stays keeps its elements (and so focus and selection); only what changed is touched.
// A row is an optional checkbox (its `toggle`), a button (image, title, subtitle), then an
// optional accessory button or its `actions`, each a button of its own named "Action: Row
// title" (PROTOCOL.md §6, Controls). Every control of a row is a native element and a Tab stop
// of its own: the list stays a list, not a grid (Clients/README.md, Browser). A row's toggle is
// an input keyed by the row (inputs.js: a toggle's rules; the controller keeps its element). When
// the accessory that has focus goes away (a job being saved has no toggle), focus moves to the
// row's button, and back to the accessory when the row has one again.
import { identity, thumbnail } from "./images.js";
import { el, setText } from "./dom.js";
import { markRole } from "./roles.js";

// The later members of a list the page renders, announced in capabilities.nodes (rule 8): rows'
// actions and toggles, and a list's `window` (drawn as a virtual scroller, window.js).
export const ROW_FEATURES = Object.freeze(["list.actions", "list.toggle", "list.window"]);

export function createList(node, ctx) {
  const list = el("ul", { class: "list" });
  updateList(list, node, ctx);
  return list;
}

export function updateList(list, node, ctx) {
  list.viperNode = node;
  list.dataset.action = node.action;
  const old = new Map([...list.children].map((li) => [li.dataset.key, li]));
  const wanted = [];
  for (const item of node.items || []) {
    const key = String(item.key);
    if (old.has(key)) {
      const li = old.get(key);
      old.delete(key);
      updateRow(li, item, ctx);
      wanted.push(li);
    } else {
      wanted.push(createRow(list, item, ctx));
    }
  }
  for (const li of old.values()) li.remove();
  let cursor = list.firstElementChild;
  for (const li of wanted) {
    if (li === cursor) cursor = cursor.nextElementSibling;
    else list.insertBefore(li, cursor);
  }
}

// A row, for the list `list` (its viperNode's action is sent when the row is pressed); window.js
// draws a window's rows with it too.
export function createRow(list, item, ctx) {
  const li = el("li", { dataset: { key: String(item.key) } });
  const row = el("button", { type: "button", class: "row" }, el("span", { class: "lines" }, el("span", { class: "title" })));
  row.addEventListener("click", () => ctx.send(list.viperNode.action, li.viperItem.key));
  row.addEventListener("focusout", () => {
    li.viperAccessoryHadFocus = false; // the user went elsewhere
  });
  li.append(row);
  updateRow(li, item, ctx);
  return li;
}

export function updateRow(li, item, ctx) {
  li.viperItem = item;
  const row = li.querySelector("button.row");
  row.dataset.focus = `row:${item.key}`;
  row.disabled = !ctx.live;
  const title = item.title ?? String(item.key);
  setText(row.querySelector(".title"), title);
  updateThumb(row, item.image, title);
  let subtitle = row.querySelector(".subtitle");
  if (item.subtitle) {
    if (!subtitle) row.querySelector(".lines").append((subtitle = el("span", { class: "subtitle" })));
    setText(subtitle, item.subtitle);
  } else {
    subtitle?.remove();
  }
  updateToggle(li, row, item, title, ctx);
  updateAccessory(li, row, item, title, ctx);
  updateActions(li, item, title, ctx);
}

// The row's checkbox, before its button: the input `key` of the row, labelled with its title.
function updateToggle(li, row, item, title, ctx) {
  const known = li.querySelector(":scope > input[data-input]");
  if (!item.toggle || typeof item.toggle !== "object") {
    known?.remove();
    return;
  }
  const node = { type: "toggle", key: String(item.key), label: title, ...item.toggle };
  const control = ctx.inputs.element(`row:${node.key}`, () => true, () => {
    const made = el("input", { type: "checkbox", class: "row-toggle" });
    made.dataset.input = "toggle";
    ctx.inputs.bind(made, node, () => made.checked);
    made.addEventListener("change", () => ctx.inputs.edited(made));
    return made;
  });
  if (known !== control) {
    known?.remove();
    li.insertBefore(control, row);
  }
  if (control.getAttribute("aria-label") !== title) control.setAttribute("aria-label", title);
  control.dataset.focus = `toggle:${node.key}`;
  control.disabled = !ctx.live || node.enabled === false;
  ctx.inputs.sync(control, node, (on) => {
    control.checked = on === true;
  });
}

// The row's actions after its button, keyed by action: one that stays keeps its element.
function updateActions(li, item, title, ctx) {
  const actions = Array.isArray(item.actions) ? item.actions : [];
  const old = new Map([...li.querySelectorAll(":scope > button.row-action")].map((b) => [b.dataset.action, b]));
  let after = li.querySelector(":scope > button.row");
  for (const action of actions) {
    const name = String(action.action);
    let button = old.get(name);
    old.delete(name);
    if (!button) {
      button = el("button", { type: "button", class: "row-action", dataset: { action: name } });
      button.addEventListener("click", () => ctx.send(name, li.viperItem.key));
    }
    const shown = action.title ?? name;
    setText(button, shown);
    if (button.getAttribute("aria-label") !== `${shown}: ${title}`) button.setAttribute("aria-label", `${shown}: ${title}`);
    button.dataset.focus = `action:${name}:${item.key}`;
    markRole(button, action.role);
    button.disabled = !ctx.live;
    if (after.nextElementSibling !== button) after.after(button);
    after = button;
  }
  for (const button of old.values()) button.remove();
}

function updateThumb(row, image, title) {
  const current = row.querySelector(".thumb");
  const wanted = image ? identity(image) + title : null;
  if ((current?.viperImage ?? null) === wanted) return;
  current?.remove();
  const thumb = image ? thumbnail(image, title) : null;
  if (thumb) row.prepend(thumb);
}

function updateAccessory(li, row, item, title, ctx) {
  let accessory = li.querySelector("button.accessory");
  if (!item.accessory) {
    if (accessory) {
      const hadFocus = document.activeElement === accessory;
      accessory.remove();
      if (hadFocus) {
        row.focus({ preventScroll: true });
        li.viperAccessoryHadFocus = true;
      }
    }
    return;
  }
  if (!accessory) {
    accessory = el("button", { type: "button", class: "accessory" });
    accessory.addEventListener("click", () => ctx.send(li.viperItem.accessory.action, li.viperItem.key));
    li.append(accessory);
    if (li.viperAccessoryHadFocus && document.activeElement === row) accessory.focus({ preventScroll: true });
    li.viperAccessoryHadFocus = false;
  }
  setText(accessory, item.accessory.title ?? item.accessory.action);
  const name = `${item.accessory.title ?? item.accessory.action}: ${title}`;
  if (accessory.getAttribute("aria-label") !== name) accessory.setAttribute("aria-label", name);
  accessory.dataset.action = item.accessory.action;
  accessory.dataset.focus = `accessory:${item.key}`;
  accessory.disabled = !ctx.live;
}
