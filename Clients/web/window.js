// A list with a `window` (PROTOCOL.md §6, "Lists of any size: windows") as a virtual scroller: a
// scroll box holding a spacer as high as the whole list (the <ul>, ROW_HEIGHT per row) and, in it,
// only the rows the box shows plus OVERSCAN on each side, each drawn at its position
// (window.start + its index; window-range.js does the arithmetic). A row not held yet is a
// placeholder until the host sends it. Scrolling asks the host for the visible rows with
// `view/rows {from, count, anchor}` (one request in flight; when it is answered the newest scroll
// position is asked for, and never the same request twice for the same window), the top row's key
// as the anchor, which the host keeps in the session: after a restart the window comes back with
// that `anchor`, and the box scrolls so that row is at the top.
//
// Keyboard and screen reader: still a list, not a grid (Clients/README.md, Browser): a <ul>, each
// row an <li> (roles list and listitem) with aria-setsize (the total, -1 when unknown) and
// aria-posinset. ↑ ↓ PgUp PgDn Home End move focus between rows (to the same control of the other
// row); only the current row's controls are Tab stops (a roving tabindex), so Tab goes through
// that row's checkbox, button and actions, then out of the list.
// Rows are kept by key: rows arriving above move the focused row's position, not its element, and
// the focused row stays in the DOM when scrolled out of the box.
import { createRow, updateRow } from "./rows.js";
import { el } from "./dom.js";
import {
  ROW_HEIGHT, drawn, layout, moveTarget, offsetOf, rowTop, rowsWanted, scrollTopFor, scrollTopForOffset, totalOf, visible,
} from "./window-range.js";

const FALLBACK_VIEWPORT = 10 * ROW_HEIGHT; // a box not laid out (not shown yet, or jsdom)

export function createWindow(node, ctx) {
  // A <ul> of <li>: their own roles, list and listitem (an explicit role="list" is what axe calls
  // redundant). Its list-style is not none (style.css), which would make WebKit drop the list role.
  const list = el("ul", { class: "list windowed" });
  const box = el("div", { class: "window" }, list);
  box.style.setProperty("--row-height", `${ROW_HEIGHT}px`);
  box.viperWindow = { node, ctx, sent: null, inFlight: false, current: null, top: null, seen: 0, frame: 0,
    epoch: ctx.epoch, restore: true };
  box.addEventListener("scroll", () => schedule(box));
  list.addEventListener("keydown", (event) => onKey(box, event));
  list.addEventListener("focusin", (event) => {
    const li = event.target.closest("li");
    if (li?.parentElement !== list) return;
    const state = box.viperWindow;
    state.current = li.dataset.key !== undefined ? { key: li.dataset.key } : { position: li.viperPosition };
    // Tab back to a row kept while scrolled away: the box goes to it (the browser's own scroll into
    // view would go to where it is drawn, which on a scaled spacer is not where it belongs).
    const v = state.geometry && visible(state.geometry, box.scrollTop);
    if (v && (li.viperPosition < v.first || li.viperPosition > v.last)) {
      box.scrollTop = scrollTopFor(state.geometry, li.viperPosition);
      render(box);
    }
  });
  render(box);
  schedule(box); // once in the page: laid out, and a restored anchor can be scrolled to
  return box;
}

// A new node for the list (a patch, an update, a reconnect): drawn again for the same scroll place.
export function updateWindow(box, node, ctx) {
  if (!box.matches("div.window")) return false;
  const state = box.viperWindow;
  if (ctx.epoch !== state.epoch) {
    // Another connection: a new host, restored from the session; its window's anchor is where to be.
    Object.assign(state, { epoch: ctx.epoch, sent: null, restore: true });
  }
  state.node = node;
  state.ctx = ctx;
  render(box, true);
  return true;
}

// Draws the box now (the tests' way in; the page calls it once a frame while scrolling).
export function refreshWindow(box) {
  render(box);
}

function schedule(box) {
  const state = box.viperWindow;
  if (state.frame) return;
  state.frame = requestAnimationFrame(() => {
    state.frame = 0;
    render(box);
  });
}

function render(box, changed = false) {
  const state = box.viperWindow;
  const { node, ctx } = state;
  const list = box.firstElementChild;
  list.viperNode = node; // (rows.js: a row's button sends the list's action)
  list.dataset.action = node.action;
  const window = node.window;
  const items = Array.isArray(node.items) ? node.items : [];
  // A new connection's window whose rows are not read yet (no rows, no total, nothing more: the host
  // is reading them) keeps the rows shown, as the page keeps a screen while it reconnects.
  if (state.restore && !items.length && window.total === undefined && !window.more && state.geometry?.total) return;
  const held = new Map(items.map((item, index) => [window.start + index, item]));
  const positions = new Map(items.map((item, index) => [String(item.key), window.start + index]));
  const total = (state.seen = totalOf(window, items.length, Number.isInteger(window.total) ? 0 : state.seen));
  box.hidden = total === 0;
  const g = layout(total, box.clientHeight || FALLBACK_VIEWPORT);
  const scrolled = box.scrollTop; // read before the spacer's height changes (a shorter one clamps it)
  if (list.viperHeight !== g.height) list.style.height = `${(list.viperHeight = g.height)}px`;
  place(box, state, g, positions, changed, scrolled);
  const scrollTop = box.scrollTop;
  const v = visible(g, scrollTop);
  state.geometry = g;
  const topItem = held.get(v.top);
  state.top = topItem ? { key: String(topItem.key), offset: v.offset - v.top * ROW_HEIGHT, scrollTop } : null;

  const old = new Map([...list.children].map((li) => [rowId(li), li]));
  const active = document.activeElement;
  const focusedLi = list.contains(active) ? active.closest("li") : null;
  const entries = [];
  const range = drawn(v, total);
  for (let position = range.from; position < range.to; position++) {
    entries.push(draw(list, old, position, held.get(position), ctx));
  }
  // The focused row (or the current one, where Tab comes back to) stays while scrolled away; one
  // whose key left the rows the window holds stays where it was, but not a deleted one (gone from
  // inside the window) nor a placeholder whose row came. An empty list keeps none: its last row was
  // deleted, and a hidden row left in the page would still answer a test's `li[data-key]`.
  const keep = total === 0 ? null : (focusedLi ?? currentLi(old, state));
  if (keep && old.has(rowId(keep))) {
    const key = keep.dataset.key;
    const position = key !== undefined ? positions.get(key) : undefined;
    if (position !== undefined) entries.push(draw(list, old, position, held.get(position), ctx));
    else if (!held.has(keep.viperPosition) && (key === undefined || !inWindow(window, items, keep.viperPosition))) {
      old.delete(rowId(keep));
      entries.push({ li: keep, position: keep.viperPosition });
    }
  }
  for (const li of old.values()) {
    if (li.dataset.key !== undefined) ctx.inputs.forget?.(`row:${li.dataset.key}`);
    li.remove();
  }
  entries.sort((a, b) => a.position - b.position);
  let cursor = list.firstElementChild;
  const setSize = String(Number.isInteger(window.total) ? window.total : -1);
  for (const { li, position } of entries) {
    if (li === cursor) cursor = cursor.nextElementSibling;
    else list.insertBefore(li, cursor);
    li.viperPosition = position;
    const top = rowTop(g, box.scrollTop, position);
    if (li.viperTop !== top) li.style.top = `${(li.viperTop = top)}px`;
    if (li.getAttribute("aria-setsize") !== setSize) li.setAttribute("aria-setsize", setSize);
    if (li.getAttribute("aria-posinset") !== String(position + 1)) li.setAttribute("aria-posinset", String(position + 1));
  }
  rove(list, state, entries, v);
  // A placeholder with focus whose row came: the row takes the focus.
  if (focusedLi && !focusedLi.isConnected) {
    const now = entries.find((entry) => entry.position === focusedLi.viperPosition)?.li;
    if (now) focusIn(now, state.column);
  }
  ask(box, state, v, total, held);
}

// The id a drawn row is kept by: its key, or a placeholder's position.
const rowId = (li) => (li.dataset.key !== undefined ? `k:${li.dataset.key}` : `p:${li.viperPosition}`);

function draw(list, old, position, item, ctx) {
  const id = item ? `k:${item.key}` : `p:${position}`;
  let li = old.get(id);
  old.delete(id);
  if (!item) {
    if (!li) {
      li = el("li", { class: "row-placeholder", textContent: "Loading…" });
      li.setAttribute("aria-busy", "true");
      li.viperPosition = position;
    }
  } else if (!li) {
    li = createRow(list, item, ctx);
  } else if (li.viperItem !== item || li.viperLive !== ctx.live) {
    updateRow(li, item, ctx); // (a scroll alone gives the same items: nothing to touch)
  }
  if (item) li.viperLive = ctx.live;
  return { li, position };
}

// Where the box scrolls before drawing: to a restored anchor (a reconnect, a session restored), or,
// when the rows moved (rows inserted or deleted above), where the top row went, so what the user
// looks at stays put: plus what the user scrolled since that row was taken (`scrolled`, the box's
// scrollTop now), as a new window may come between a scroll and the frame that draws it.
function place(box, state, g, positions, changed, scrolled) {
  if (state.restore && positions.size > 0 && box.isConnected && box.clientHeight > 0) {
    state.restore = false; // once, with the first rows of a new list or connection
    const anchor = state.node.window.anchor;
    const position = anchor == null ? undefined : positions.get(String(anchor));
    if (position !== undefined) {
      box.scrollTop = scrollTopFor(g, position);
      return;
    }
  }
  if (!changed || !state.top) return;
  const position = positions.get(state.top.key);
  if (position === undefined) return;
  const since = offsetOf(state.geometry, scrolled) - offsetOf(state.geometry, state.top.scrollTop);
  const wanted = scrollTopForOffset(g, position * ROW_HEIGHT + state.top.offset + since);
  if (Math.abs(box.scrollTop - wanted) >= 1) box.scrollTop = wanted;
}

function currentLi(old, state) {
  const current = state.current;
  if (!current) return null;
  return old.get(current.key !== undefined ? `k:${current.key}` : `p:${current.position}`) ?? null;
}

// The roving tabindex: the current row's controls (else the top row's) are Tab stops, no other row's.
function rove(list, state, entries, v) {
  const current = state.current;
  const isCurrent = (li) => current && (current.key !== undefined ? li.dataset.key === current.key
    : li.dataset.key === undefined && li.viperPosition === current.position);
  const chosen = entries.find(({ li }) => isCurrent(li))?.li
    ?? entries.find(({ position }) => position === v.top)?.li ?? entries[0]?.li;
  for (const { li } of entries) {
    const index = li === chosen ? 0 : -1;
    const controls = li.dataset.key !== undefined ? li.querySelectorAll("input, button") : [li];
    for (const control of controls) if (control.tabIndex !== index) control.tabIndex = index;
  }
}

function ask(box, state, v, total, held) {
  const { node, ctx } = state;
  // Not before the box is in the page, nor before a restored anchor is scrolled to: the rows at the
  // top then are not the user's place, and asking for them would move the host's anchor there.
  if (!ctx.live || state.inFlight || !ctx.rows || !box.isConnected || state.restore) return;
  const params = rowsWanted(v, total, held, node.window.anchor);
  if (!params) return;
  const first = node.items?.[0]?.key;
  const id = JSON.stringify([params, node.window.start, node.items?.length ?? 0, first ?? null]);
  if (id === state.sent) return; // asked already for this window: its rows are on their way
  state.sent = id;
  state.inFlight = true;
  Promise.resolve(ctx.rows({ list: node.action, ...params })).finally(() => {
    state.inFlight = false;
    schedule(box); // the newest scroll position is asked for next
  });
}

const inWindow = (window, items, position) => position >= window.start && position < window.start + items.length;

// The control of the same kind in another row (checkbox, row button, the same action), else its button.
function focusIn(li, column) {
  const same = [...li.querySelectorAll(":scope > input, :scope > button")]
    .find((control) => column && control.matches(column.selector) && control.dataset.action === column.action);
  (same || li.querySelector("button.row") || li).focus({ preventScroll: true });
}

function columnOf(element) {
  const selector = ["input.row-toggle", "button.row-action", "button.accessory"].find((s) => element.matches(s));
  return { selector: selector ?? "button.row", action: element.dataset.action };
}

function onKey(box, event) {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const list = box.firstElementChild;
  const li = event.target.closest("li");
  if (li?.parentElement !== list) return;
  const state = box.viperWindow;
  const g = state.geometry;
  const pageRows = Math.max(1, Math.floor(g.viewport / ROW_HEIGHT) - 1);
  const target = moveTarget(event.key, li.viperPosition, g.total, pageRows);
  if (target === null) return;
  event.preventDefault();
  state.column = columnOf(event.target);
  const now = visible(g, box.scrollTop).offset;
  const top = target * ROW_HEIGHT;
  if (top < now) box.scrollTop = scrollTopForOffset(g, top);
  else if (top + ROW_HEIGHT > now + g.viewport) box.scrollTop = scrollTopForOffset(g, top + ROW_HEIGHT - g.viewport);
  const item = positionItem(state.node, target);
  state.current = item ? { key: String(item.key) } : { position: target };
  render(box);
  const drawnLi = [...list.children].find((child) => child.viperPosition === target);
  if (drawnLi) focusIn(drawnLi, state.column);
}

function positionItem(node, position) {
  const index = position - node.window.start;
  return index >= 0 ? node.items?.[index] : undefined;
}
