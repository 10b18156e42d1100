// A `list` node as a <ul> of rows, updated in place and keyed by each item's `key`: a row
// that stays keeps its elements (and so focus and selection); only what changed is touched.
// A row is a button (image, title, subtitle) and an optional accessory button. When the
// accessory that has focus goes away (a job being saved has no toggle), focus moves to the
// row's button, and back to the accessory when the row has one again.
import { identity, thumbnail } from "./images.js";
import { el, setText } from "./dom.js";

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

function createRow(list, item, ctx) {
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

function updateRow(li, item, ctx) {
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
  updateAccessory(li, row, item, title, ctx);
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
