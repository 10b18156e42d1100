// View nodes (PROTOCOL.md §6) as semantic HTML. `send(action, value)` sends a view/event
// for the view being rendered. Alerts are collected, not rendered: the page shows them in
// its <dialog>. Every control has a data-focus key so focus survives a re-render.
import { namedImage, urlImage } from "./images.js";

function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key === "dataset") Object.assign(node.dataset, value);
    else if (key === "class") node.className = value;
    else node[key] = value;
  }
  node.append(...children);
  return node;
}

export function renderNodes(nodes, send, alerts, path = "") {
  const out = [];
  (nodes || []).forEach((node, index) => {
    const here = `${path}/${index}`;
    out.push(...renderNode(node, send, alerts, here));
  });
  return out;
}

function renderNode(node, send, alerts, path) {
  switch (node?.type) {
    case "text":
      return [el("p", { class: "text", textContent: node.text ?? "" })];
    case "image":
      if (typeof node.name === "string") return [namedImage(node.name)];
      if (typeof node.url === "string") return [urlImage(node.url)];
      return [el("p", { class: "unknown", textContent: "image" })];
    case "button": {
      const button = el("button", {
        type: "button",
        class: "node-button",
        textContent: node.title ?? node.action,
        disabled: node.enabled === false,
        dataset: { action: node.action, focus: `button:${node.action}:${path}` },
      });
      button.addEventListener("click", () => send(node.action));
      return [button];
    }
    case "list":
      return [renderList(node, send, path)];
    case "picker":
      return [renderPicker(node, send, path)];
    case "spinner":
      return [el("div", { class: "spinner", role: "progressbar", ariaLabel: node.label || "Loading" }, node.label || "Loading")];
    case "alert":
      alerts.push(node);
      return [];
    case "screen":
      return [el("section", {}, el("h2", { textContent: node.title ?? "" }), ...renderNodes(node.children, send, alerts, path))];
    default: {
      const type = String(node?.type);
      const box = el("div", { class: "unknown", dataset: { unknownType: type } });
      if (Array.isArray(node?.children) && node.children.length > 0) {
        box.append(...renderNodes(node.children, send, alerts, path));
      } else {
        box.append(el("span", { class: "label", textContent: `Unsupported element: ${type}` }));
      }
      return [box];
    }
  }
}

function renderList(node, send, path) {
  const list = el("ul", { class: "list", dataset: { action: node.action } });
  for (const item of node.items || []) {
    const row = el("button", {
      type: "button",
      class: "row",
      dataset: { key: item.key, focus: `row:${path}:${item.key}` },
    }, el("span", { class: "title", textContent: item.title ?? item.key }));
    if (item.subtitle) row.append(el("span", { class: "subtitle", textContent: item.subtitle }));
    row.addEventListener("click", () => send(node.action, item.key));
    const li = el("li", { dataset: { key: item.key } }, row);
    if (item.accessory) {
      const accessory = el("button", {
        type: "button",
        class: "accessory",
        textContent: item.accessory.title,
        ariaLabel: `${item.accessory.title}: ${item.title ?? item.key}`,
        dataset: { action: item.accessory.action, focus: `accessory:${path}:${item.key}` },
      });
      accessory.addEventListener("click", () => send(item.accessory.action, item.key));
      li.append(accessory);
    }
    list.append(li);
  }
  return list;
}

let pickerCount = 0;

function renderPicker(node, send, path) {
  const id = `picker-${++pickerCount}`;
  const select = el("select", { id, dataset: { action: node.action, focus: `picker:${node.action}:${path}` } });
  if (node.selected == null) {
    select.append(el("option", { value: "", textContent: "Choose…", disabled: true, selected: true }));
  }
  for (const option of node.options || []) {
    select.append(el("option", { value: option.key, textContent: option.title ?? option.key, selected: option.key === node.selected }));
  }
  select.disabled = (node.options || []).length === 0;
  select.addEventListener("change", () => send(node.action, select.value));
  return el("div", { class: "picker" }, el("label", { htmlFor: id, textContent: node.label ?? "" }), select);
}
