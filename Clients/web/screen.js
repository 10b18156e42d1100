// The top view on the page: its title as <h1> with its toolbar beside it (the screen's header),
// its nodes in <main> (updated in place, render.js), the stack as a breadcrumb, the first alert
// as a modal <dialog> (its focus on the least destructive choice, Escape its `cancel`), and
// what a screen reader hears. Focus moves only on navigation (to the new screen's <h1>); an update
// leaves it where it is, and when an update removes or disables the focused control, focus
// goes to the nearest thing that stays (the row's button, the row now in its place, the
// heading) or comes back once the control is enabled again.
import { updateNodes } from "./render.js";
import { markRole } from "./roles.js";

const $ = (id) => document.getElementById(id);
const heading = () => $("view").querySelector(":scope > .screen-head > h1");

// `epoch` counts connections: after a reconnect the host numbers views anew, and the screen is
// the same one when its module, depth in the stack and title are.
function sameScreen(a, b) {
  if (!a) return false;
  if (a.epoch === b.epoch) return a.id === b.id && a.module === b.module;
  return a.module === b.module && a.depth === b.depth && a.view.title === b.view.title;
}

// What the page shows of the top view, and what it remembers between renders (one per page, page.js).
export class Screen {
  constructor() {
    this.shown = null; // {id, module, view}: the view <main> shows
    this.parked = null; // a control that lost focus by being disabled; it gets it back when enabled
    this.shownLive = false;
    this.wasLoading = false;
    this.loadingAnnounced = "";
    // A closed alert gives focus back to what had it; if that is gone, to the screen's heading.
    $("alert").addEventListener("close", () => {
      if (!document.activeElement || document.activeElement === document.body) {
        heading()?.focus({ preventScroll: true });
      }
    });
    // Escape chooses the alert's `cancel` action; without one it does nothing (PROTOCOL.md §6,
    // Controls). Handled on keydown, so the browser never closes the dialog by itself (Chromium
    // closes it on a second Escape even when its `cancel` event is prevented).
    $("alert").addEventListener("keydown", (event) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      $("alert").viperEscape?.();
    });
    $("alert").addEventListener("cancel", (event) => {
      event.preventDefault();
      $("alert").viperEscape?.();
    });
    // The sticky header's height, so that what gets focus scrolls clear of it (style.css).
    if (typeof ResizeObserver !== "function") return; // (jsdom)
    new ResizeObserver(([entry]) => {
      document.documentElement.style.setProperty("--header-height", `${entry.target.offsetHeight}px`);
    }).observe(document.querySelector("header"));
  }

  render({ stack, views, live, send, rows, epoch, inputs }) {
    const topId = stack[stack.length - 1];
    const top = views.get(topId);
    // The breadcrumb changes with <main>: not before the new top view has arrived.
    renderBreadcrumb(top ? stack : [], views, live);
    // While reconnecting the page has no views yet: it keeps showing the last one, disabled.
    const current = top
      ? { id: topId, module: top.module, view: top.view || {}, rev: top.rev, depth: stack.length, epoch }
      : this.shown;
    if (!current) return;
    const main = $("view");
    const navigated = !sameScreen(this.shown, current);
    this.shown = current;
    this.shownLive = live;
    const active = document.activeElement;
    const where = main.contains(active) ? locate(main, active) : null;
    if (active && active !== document.body && active !== this.parked) this.parked = null;

    const view = current.view;
    const title = view.title ?? current.module;
    if (navigated) {
      // A new screen: a new heading and nodes; the alert <dialog> stays (it is the page's).
      for (const child of [...main.children]) if (child.id !== "alert") child.remove();
      inputs.reset();
      const fresh = Object.assign(document.createElement("h1"), { tabIndex: -1 });
      const head = Object.assign(document.createElement("div"), { className: "screen-head" });
      head.append(fresh, Object.assign(document.createElement("div"), { className: "screen-actions" }));
      main.prepend(head, Object.assign(document.createElement("div"), { className: "nodes" }));
    }
    const title1 = heading();
    if (title1.textContent !== title) title1.textContent = title;
    const alerts = [];
    // Controls keep their listeners across updates (and reconnects): they send to the view shown now.
    inputs.begin(current.id);
    // rows: a windowed list's view/rows (window.js); epoch: a new one is a new host, whose restored
    // window says where the list was.
    const ctx = { send: (action, value) => send(this.shown.id, action, value), alerts, live, inputs, epoch: current.epoch,
      rows: rows && ((params) => rows(this.shown.id, params)) };
    updateNodes(main.querySelector(":scope > .screen-head > .screen-actions"), headerNodes(view), ctx);
    updateNodes(main.querySelector(":scope > .nodes"), topNodes(view), ctx);
    if (top) Object.assign(main.dataset, { viewId: current.id, module: current.module, rev: String(current.rev) });
    document.title = `${title} — ViperHost`;

    const spinner = main.querySelector(".spinner");
    const loading = spinner ? spinner.getAttribute("aria-label") || "Loading…" : "";
    setBusy(!!spinner);
    if (navigated) {
      announce(loading ? `${title}. ${loading}` : title);
      this.loadingAnnounced = loading ? $("announce").textContent : "";
    } else if (loading && !this.wasLoading) {
      announce(loading);
      this.loadingAnnounced = loading;
    } else if (!loading && this.wasLoading && $("announce").textContent === this.loadingAnnounced) {
      announce(""); // done loading: the region is cleared (silently)
    }
    this.wasLoading = !!spinner;

    showAlert(current.id, alerts[0], send, live);
    if (navigated) {
      if (!alerts.length) title1.focus();
    } else {
      this.keepFocus(main, active, where, title1);
    }
    inputs.afterRender(); // the focus a submit's answer asks for
  }

  // The view shown and the element holding its nodes (for the ?test hook, testhook.js).
  shownView() {
    const main = $("view");
    return this.shown && { id: this.shown.id, epoch: this.shown.epoch, view: this.shown.view, live: this.shownLive,
      parts: [main.querySelector(":scope > .screen-head > .screen-actions"), main.querySelector(":scope > .nodes")] };
  }

  keepFocus(main, active, where, heading) {
    // Chromium takes focus from a disabled control a moment later: it is parked at once.
    if (where && active.isConnected && active.matches(":disabled")) { // (a radio in a disabled fieldset too)
      this.parked = active;
      return;
    }
    const now = document.activeElement;
    const lost = !now || now === document.body;
    if (this.parked?.isConnected && !this.parked.matches(":disabled") && (lost || now === this.parked)) {
      this.parked.focus({ preventScroll: true });
      this.parked = null;
      return;
    }
    if (!lost) return;
    if (where && active.isConnected) {
      active.focus({ preventScroll: true });
      return;
    }
    if (where) {
      const target =
        (where.li?.isConnected && where.li.querySelector("button.row")) ||
        (where.list?.isConnected && where.list.children[Math.min(where.index, where.list.children.length - 1)]
          ?.querySelector("button.row")) ||
        heading;
      if (target.matches(":disabled")) this.parked = target;
      else target.focus({ preventScroll: true });
    }
  }
}

// The nodes <main> shows for a view: a screen's children but its toolbars, or the view itself.
export function topNodes(view) {
  if (view.type !== "screen") return [view];
  return Array.isArray(view.children) ? view.children.filter((node) => node?.type !== "toolbar") : view.children;
}

// What the screen's header shows beside its title: the screen's toolbars (its direct children).
export function headerNodes(view) {
  return view.type === "screen" && Array.isArray(view.children) ? view.children.filter((node) => node?.type === "toolbar") : [];
}

function locate(main, element) {
  const li = element.closest("ul.list > li");
  if (!li) return { element };
  const list = li.parentElement;
  return { element, li, list, index: [...list.children].indexOf(li) };
}

function setBusy(busy) {
  $("view").setAttribute("aria-busy", String(busy));
}

// The polite status region: a new text is announced; the same text again is announced by
// clearing the region first.
export function announce(text) {
  const region = $("announce");
  if (region.textContent === text && text) {
    region.textContent = "";
    requestAnimationFrame(() => {
      region.textContent = text;
    });
    return;
  }
  region.textContent = text;
}

function renderBreadcrumb(stack, views, live) {
  if (stack.length) {
    const items = stack.map((id, index) => {
      const li = document.createElement("li");
      const entry = views.get(id);
      li.textContent = entry?.view?.title ?? entry?.module ?? id;
      if (index === stack.length - 1) li.setAttribute("aria-current", "page");
      return li;
    });
    $("breadcrumb").replaceChildren(...items);
    $("back").hidden = stack.length <= 1;
  }
  $("back").disabled = !live;
}

function showAlert(viewId, node, send, live) {
  const dialog = $("alert");
  if (!node || !live) {
    if (dialog.open) dialog.close();
    return;
  }
  const key = JSON.stringify(node);
  if (dialog.open && dialog.viperKey === key) return;
  dialog.viperKey = key;
  $("alert-title").textContent = node.title ?? "";
  $("alert-message").textContent = node.message ?? "";
  const choose = (action) => {
    dialog.close();
    send(viewId, action.action);
  };
  const actions = Array.isArray(node.actions) ? node.actions : [];
  const buttons = actions.map((action) => {
    const button = Object.assign(document.createElement("button"), { type: "button", textContent: action.title });
    button.dataset.action = action.action;
    markRole(button, action.role);
    button.addEventListener("click", () => choose(action)); // (Enter on the focused one clicks it)
    return button;
  });
  $("alert-actions").replaceChildren(...buttons);
  const cancel = actions.find((action) => action.role === "cancel");
  dialog.viperEscape = cancel ? () => choose(cancel) : null;
  if (!dialog.open) dialog.showModal();
  // The least destructive choice has the focus: `cancel`, else the first that is not destructive.
  const first = actions.indexOf(cancel ?? actions.find((action) => action.role !== "destructive"));
  (buttons[first] ?? buttons[0])?.focus();
}
