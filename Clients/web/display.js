// The display nodes (PROTOCOL.md §6) as semantic HTML, one renderer per type for render.js' table:
// create(node, ctx) makes the element, update(element, node, ctx) brings one made for a node of the
// same key in line and returns false when it cannot (the element is then made afresh). A container
// renders its children with ctx.children (render.js' updateNodes), so no renderer imports render.js.
import { imageNode, sameImage } from "./images.js";
import { ROW_FEATURES, createList, updateList } from "./rows.js";
import { createWindow, updateWindow } from "./window.js";
import { el, setText } from "./dom.js";
import { markRole } from "./roles.js";

export const text = {
  create: (node) => el("p", { class: "text", textContent: node.text ?? "" }),
  update(element, node) {
    setText(element, node.text ?? "");
    return true;
  },
};

export const image = {
  create: (node) => imageNode(node),
  update: (element, node) => sameImage(element, node),
};

export const button = {
  create(node, ctx) {
    const element = el("button", { type: "button", class: "node-button" });
    element.addEventListener("click", () => ctx.send(element.viperNode.action));
    button.update(element, node, ctx);
    return element;
  },
  update(element, node, ctx) {
    element.viperNode = node;
    setText(element, node.title ?? node.action);
    // A busy button (the readable form of a pending submit) says so and cannot be pressed.
    element.disabled = !ctx.live || node.enabled === false || node.busy === true;
    if (node.busy === true) element.setAttribute("aria-busy", "true");
    else element.removeAttribute("aria-busy");
    Object.assign(element.dataset, { action: node.action, focus: `button:${node.action}` });
    return true;
  },
};

// A list with a `window` is a scroll box drawing only the rows it shows (window.js); a list that
// gains or loses its window is made afresh.
export const list = {
  features: ROW_FEATURES, // rows' actions and toggles, windows (rows.js)
  create: (node, ctx) => (node.window ? createWindow(node, ctx) : createList(node, ctx)),
  update(element, node, ctx) {
    if (node.window) return updateWindow(element, node, ctx);
    if (!element.matches("ul.list")) return false;
    updateList(element, node, ctx);
    return true;
  },
};

export const spinner = {
  create(node) {
    const label = node.label || "Loading…";
    return el("div", { class: "spinner", role: "progressbar", ariaLabel: label }, el("span", { textContent: label }));
  },
  update(element, node) {
    const label = node.label || "Loading…";
    if (element.ariaLabel !== label) element.ariaLabel = label;
    setText(element.firstElementChild, label);
    return true;
  },
};

// A screen nested in a view: a <section> with its title as <h2>, then its children.
export const screen = {
  create(node, ctx) {
    const box = el("section", {}, el("h2"));
    screen.update(box, node, ctx);
    return box;
  },
  update(element, node, ctx) {
    setText(element.firstElementChild, node.title ?? "");
    ctx.children(element, node.children, ctx, 1);
    return true;
  },
};

// The first alert of a view is the page's modal <dialog> (screen.js): it is collected, not placed.
export const alert = {
  collect: (node, ctx) => ctx.alerts.push(node),
};

// A type the page does not know (PROTOCOL.md §6): its children, or a placeholder naming it.
export const unknown = {
  create(node, ctx) {
    const box = el("div", { class: "unknown", dataset: { unknownType: String(node?.type) } });
    unknown.update(box, node, ctx);
    return box;
  },
  update(element, node, ctx) {
    if (element.dataset.unknownType !== String(node?.type)) return false;
    if (Array.isArray(node?.children) && node.children.length > 0) {
      ctx.children(element, node.children, ctx); // (drops the placeholder: it has no key)
    } else if (!element.querySelector(":scope > .label")) {
      element.replaceChildren(el("span", { class: "label", textContent: `Unsupported element: ${node?.type}` }));
    }
    return true;
  },
};

let pickerCount = 0;

export const picker = {
  create(node, ctx) {
    const id = `picker-${++pickerCount}`;
    const select = el("select", { id });
    select.addEventListener("change", () => ctx.send(select.viperNode.action, select.value));
    const box = el("div", { class: "picker" }, el("label", { htmlFor: id }), select);
    picker.update(box, node, ctx);
    return box;
  },
  update(box, node, ctx) {
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
    return true;
  },
};

// A screen's own actions: a role="toolbar" of buttons, keyed by action (one that stays keeps its
// element, and focus). screen.js shows a screen's toolbars in its header, next to the title.
export const toolbar = {
  create(node, ctx) {
    const bar = el("div", { class: "toolbar" });
    bar.setAttribute("role", "toolbar");
    bar.setAttribute("aria-label", "Screen actions");
    toolbar.update(bar, node, ctx);
    return bar;
  },
  update(bar, node, ctx) {
    if (!bar.matches("div.toolbar")) return false;
    const old = new Map([...bar.children].map((button) => [button.dataset.action, button]));
    const wanted = [];
    for (const action of Array.isArray(node.actions) ? node.actions : []) {
      const name = String(action.action);
      let button = old.get(name);
      old.delete(name);
      if (!button) {
        button = el("button", { type: "button", class: "toolbar-action", dataset: { action: name } });
        button.addEventListener("click", () => ctx.send(name));
      }
      setText(button, action.title ?? name);
      button.dataset.focus = `toolbar:${name}`;
      markRole(button, action.role);
      button.disabled = !ctx.live || action.enabled === false;
      wanted.push(button);
    }
    for (const button of old.values()) button.remove();
    wanted.forEach((button, index) => {
      if (bar.children[index] !== button) bar.insertBefore(button, bar.children[index] ?? null);
    });
    return true;
  },
};
