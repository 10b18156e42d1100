// node --test Clients/web/tests/ — a list with a `window` (window-range.js, window.js): the range
// arithmetic alone, then the scroller in Debian's jsdom: how many rows the DOM holds at a million,
// the view/rows it asks (one in flight, never twice), the roving tabindex, keys, focus kept by key
// and the scroll put back on a restored anchor.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import {
  MAX_SPACER, OVERSCAN, ROW_HEIGHT, drawn, layout, moveTarget, rowTop, rowsWanted, scrollTopFor, totalOf, visible,
} from "../window-range.js";

const require = createRequire(import.meta.url);
const Module = require("node:module");
if (!Module.globalPaths.includes("/usr/share/nodejs")) {
  process.env.NODE_PATH = ["/usr/share/nodejs", process.env.NODE_PATH].filter(Boolean).join(":");
  Module._initPaths();
}
const { JSDOM } = require("jsdom");
const dom = new JSDOM("<!doctype html><main></main>", { url: "http://127.0.0.1/", pretendToBeVisual: true });
for (const key of Object.getOwnPropertyNames(dom.window)) if (!(key in globalThis)) globalThis[key] = dom.window[key];
Object.assign(globalThis, { window: dom.window, document: dom.window.document });
const { createWindow, updateWindow, refreshWindow } = await import("../window.js");
const { Inputs } = await import("../inputs.js");

const VIEWPORT = 560; // ten rows

test("the box shows the rows under its scroll position, and OVERSCAN more are drawn on each side", () => {
  const g = layout(1000, VIEWPORT);
  assert.equal(g.height, 1000 * ROW_HEIGHT);
  assert.deepEqual(visible(g, 0), { first: 0, last: 9, top: 0, offset: 0 });
  const v = visible(g, 100 * ROW_HEIGHT + 10);
  assert.deepEqual([v.first, v.last, v.top], [100, 110, 100]);
  assert.deepEqual(drawn(v, 1000), { from: 100 - OVERSCAN, to: 111 + OVERSCAN });
  assert.deepEqual(drawn(visible(g, g.maxScroll), 1000), { from: 990 - OVERSCAN, to: 1000 });
  assert.equal(rowTop(g, 0, 500), 500 * ROW_HEIGHT);
  assert.deepEqual(visible(layout(0, VIEWPORT), 0), { first: 0, last: -1, top: 0, offset: 0 });
});

test("a million rows fit a spacer under every browser's cap, and every row can be scrolled to the top", () => {
  const g = layout(1_000_000, VIEWPORT);
  assert.equal(g.height, MAX_SPACER);
  for (const position of [0, 1, 2, 12345, 499_999, 500_000, 999_990]) {
    const scrollTop = scrollTopFor(g, position);
    assert.ok(scrollTop <= g.maxScroll);
    assert.equal(visible(g, scrollTop).top, position, `row ${position}`);
    assert.equal(visible(g, Math.round(scrollTop)).top, position, `row ${position}, scrollTop rounded`);
    assert.ok(Math.abs(rowTop(g, scrollTop, position) - scrollTop) < 1, "the top row at the box's top edge");
  }
  const end = visible(g, g.maxScroll);
  assert.equal(end.last, 999_999);
  assert.equal(rowTop(g, g.maxScroll, 999_999), MAX_SPACER - ROW_HEIGHT);
  assert.equal(rowTop(g, g.maxScroll, 3), 0, "a row far above stays inside the spacer");
});

test("rows are asked from the first visible one, with the top row as the anchor, only when needed", () => {
  const g = layout(1000, VIEWPORT);
  const held = new Map(Array.from({ length: 100 }, (_, i) => [i, { key: `k${i}` }]));
  assert.equal(rowsWanted(visible(g, 0), 1000, held, undefined), null, "the first rows, never scrolled");
  assert.deepEqual(rowsWanted(visible(g, 20 * ROW_HEIGHT), 1000, held, undefined), { from: 20, count: 10 + OVERSCAN, anchor: "k20" });
  assert.equal(rowsWanted(visible(g, 20 * ROW_HEIGHT), 1000, held, "k20"), null, "the host keeps that place already");
  assert.deepEqual(rowsWanted(visible(g, 95 * ROW_HEIGHT), 1000, held, "k95"), { from: 95, count: 10 + OVERSCAN, anchor: "k95" },
    "rows below the window are missing");
  assert.deepEqual(rowsWanted(visible(g, 500 * ROW_HEIGHT), 1000, held, "k0"), { from: 500, count: 10 + OVERSCAN },
    "the top row not held: no anchor (the host takes the first asked)");
  assert.equal(rowsWanted(visible(g, 500 * ROW_HEIGHT), 1000, held, "k0").count, 15);
  assert.equal(rowsWanted(visible(layout(1e6, 50_000), 0), 1e6, new Map(), null).count, 200, "maxWindowRows");
});

test("an unknown total is the window's end and 50 more while rows follow, never less than estimated before", () => {
  assert.equal(totalOf({ start: 0, total: 7, more: true }, 5), 7);
  assert.equal(totalOf({ start: 100, more: true }, 150), 300);
  assert.equal(totalOf({ start: 0, more: true }, 150, 300), 300, "scrolled back up: the spacer stays");
  assert.equal(totalOf({ start: 900, more: false }, 37, 2000), 937, "the end is known");
});

test("↑ ↓ PgUp PgDn Home End name a row inside the list", () => {
  assert.equal(moveTarget("ArrowDown", 5, 100, 9), 6);
  assert.equal(moveTarget("ArrowUp", 0, 100, 9), 0);
  assert.equal(moveTarget("PageDown", 95, 100, 9), 99);
  assert.equal(moveTarget("PageUp", 5, 100, 9), 0);
  assert.equal(moveTarget("Home", 50, 100, 9), 0);
  assert.equal(moveTarget("End", 50, 100, 9), 99);
  assert.equal(moveTarget("Enter", 50, 100, 9), null);
});

// A windowed list of `total` to-dos holding `count` rows from `start`.
function node(start, count, total, extra = {}) {
  const items = Array.from({ length: count }, (_, i) => ({
    key: String(start + i + 1), title: `To-do ${start + i + 1}`, subtitle: "Normal priority",
    toggle: { on: false }, actions: [{ action: "delete", title: "Delete", role: "destructive" }],
  }));
  return { type: "list", action: "open", items, window: { start, total, more: start + count < total, ...extra } };
}

// The scroller in the document, its box laid out VIEWPORT high (jsdom lays out nothing).
function mount(first, { epoch = 1 } = {}) {
  const asked = [];
  let answer = null;
  const ctx = { live: true, epoch, inputs: new Inputs(), send() {}, alerts: [],
    rows: (params) => { asked.push(params); return new Promise((resolve) => { answer = resolve; }); } };
  const box = createWindow(first, ctx);
  let scrollTop = 0;
  Object.defineProperty(box, "clientHeight", { value: VIEWPORT });
  Object.defineProperty(box, "scrollTop", { get: () => scrollTop, set: (v) => { scrollTop = v; } });
  document.querySelector("main").replaceChildren(box);
  refreshWindow(box);
  return { box, ctx, asked, answer: () => answer(), list: box.querySelector("ul") };
}

const rows = (list) => [...list.children].filter((li) => li.dataset.key !== undefined);
const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

test("a million-row list holds a few dozen rows in the DOM, each placed and numbered by its position", () => {
  const { box, list } = mount(node(500_000, 150, 1_000_000));
  box.scrollTop = scrollTopFor(layout(1_000_000, VIEWPORT), 500_040);
  refreshWindow(box);
  assert.equal(list.tagName, "UL");
  assert.equal(list.style.height, `${MAX_SPACER}px`);
  const items = [...list.children];
  assert.ok(items.length <= 10 + 1 + 2 * OVERSCAN, `${items.length} rows drawn`);
  assert.ok(list.querySelectorAll("*").length < 200, `${list.querySelectorAll("*").length} elements`);
  const positions = items.map((li) => Number(li.getAttribute("aria-posinset")) - 1);
  assert.equal(positions[0], 500_040 - OVERSCAN);
  assert.deepEqual(positions, [...positions].sort((a, b) => a - b), "in the order of the list");
  for (const li of items) {
    assert.equal(li.tagName, "LI");
    assert.equal(li.getAttribute("aria-setsize"), "1000000");
    assert.equal(li.dataset.key, String(Number(li.getAttribute("aria-posinset"))), "row N holds to-do N");
  }
  const top = items.find((li) => li.dataset.key === "500041");
  assert.ok(Math.abs(parseFloat(top.style.top) - box.scrollTop) < 1, "the top row at the box's top");
  assert.equal(top.querySelector("input.row-toggle").getAttribute("aria-label"), "To-do 500041");
  assert.equal(top.querySelector("button.row-action").getAttribute("aria-label"), "Delete: To-do 500041");
});

test("rows not held are placeholders; scrolling asks once for them while the answer is awaited", async () => {
  const { box, list, asked, answer } = mount(node(0, 100, 100_000));
  assert.deepEqual(asked, [], "the first rows are there");
  box.scrollTop = 5000 * ROW_HEIGHT;
  refreshWindow(box);
  assert.deepEqual(asked, [{ list: "open", from: 5000, count: 10 + OVERSCAN }]);
  assert.equal(rows(list).length, 0);
  assert.ok([...list.children].every((li) => li.matches("li.row-placeholder")));
  box.scrollTop = 7000 * ROW_HEIGHT;
  refreshWindow(box);
  assert.equal(asked.length, 1, "one request in flight");
  answer();
  await frame();
  assert.deepEqual(asked.at(-1), { list: "open", from: 7000, count: 10 + OVERSCAN }, "then the newest place");
  answer();
  await frame();
  refreshWindow(box);
  assert.equal(asked.length, 2, "not the same request again for the same window");
});

test("the top row becomes the anchor when the user scrolls within the rows held", async () => {
  const { box, asked, answer } = mount(node(0, 100, 100_000));
  box.scrollTop = 30 * ROW_HEIGHT;
  refreshWindow(box);
  assert.deepEqual(asked, [{ list: "open", from: 30, count: 15, anchor: "31" }]);
  answer();
});

test("only the current row's controls are Tab stops; ↓ End move the focus, fetching what is not held", async () => {
  const { box, list, asked } = mount(node(0, 100, 100_000));
  const tabbable = () => [...list.querySelectorAll("input, button, li")].filter((e) => e.tabIndex === 0);
  assert.deepEqual(tabbable().map((e) => e.closest("li").dataset.key), ["1", "1", "1"], "the top row's checkbox, button, action");
  const toggle = list.querySelector('li[data-key="1"] input.row-toggle');
  toggle.focus();
  toggle.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true }));
  assert.equal(document.activeElement, list.querySelector('li[data-key="2"] input.row-toggle'), "the same control, a row down");
  assert.deepEqual(tabbable().map((e) => e.closest("li").dataset.key), ["2", "2", "2"]);
  document.activeElement.dispatchEvent(new KeyboardEvent("keydown", { key: "End", bubbles: true }));
  const last = document.activeElement;
  assert.equal(last.getAttribute("aria-posinset"), "100000");
  assert.ok(last.matches("li.row-placeholder"), "the last row is not held yet: its placeholder has the focus");
  assert.equal(box.scrollTop, 100_000 * ROW_HEIGHT - VIEWPORT);
  assert.deepEqual(asked, [{ list: "open", from: 99_990, count: 15 }]);
  const ctx = { live: true, epoch: 1, inputs: new Inputs(), send() {}, alerts: [], rows: () => Promise.resolve() };
  updateWindow(box, node(99_900, 100, 100_000), ctx);
  assert.equal(document.activeElement, list.querySelector('li[data-key="100000"] input.row-toggle'), "the row took the focus, on its checkbox");
});

test("focus stays on its row when rows arrive above, and the focused row stays drawn when scrolled away", () => {
  const { box, list, ctx } = mount(node(0, 100, 1000));
  list.querySelector('li[data-key="5"] button.row').focus();
  const shifted = node(0, 100, 1001);
  shifted.items.unshift({ ...shifted.items[0], key: "new", title: "New" });
  shifted.items.pop();
  updateWindow(box, shifted, ctx);
  const focused = document.activeElement.closest("li");
  assert.equal(focused.dataset.key, "5");
  assert.equal(focused.getAttribute("aria-posinset"), "6");
  assert.equal(box.scrollTop, ROW_HEIGHT, "what the user looked at stays put");
  box.scrollTop = 60 * ROW_HEIGHT;
  refreshWindow(box);
  assert.equal(document.activeElement.closest("li"), focused);
  assert.ok(list.children.length <= 10 + 1 + 2 * OVERSCAN + 1);
  // Tab away and back (to the row's own Tab stop): the box scrolls back to the row.
  document.activeElement.blur();
  focused.querySelector("input.row-toggle").focus();
  assert.equal(box.scrollTop, 5 * ROW_HEIGHT);
});

test("a window that comes between a scroll and its frame keeps the scroll (and rows arriving above move it)", () => {
  const { box, ctx } = mount(node(0, 100, 1000));
  box.scrollTop = 30 * ROW_HEIGHT; // the user's scroll, not drawn yet (its frame is to come)
  updateWindow(box, node(0, 100, 1000, { anchor: "31" }), ctx); // e.g. the host's answer, the anchor moved
  assert.equal(box.scrollTop, 30 * ROW_HEIGHT, "not put back where the last frame was");
  box.scrollTop = 40 * ROW_HEIGHT;
  const shifted = node(0, 100, 1001, { anchor: "31" });
  shifted.items.unshift({ ...shifted.items[0], key: "new", title: "New" });
  shifted.items.pop();
  updateWindow(box, shifted, ctx);
  assert.equal(box.scrollTop, 41 * ROW_HEIGHT, "a row inserted above: the rows the user scrolled to stay put");
});

test("a restored window's anchor is scrolled to the top, on a new connection too", () => {
  const { box, ctx } = mount(node(0, 100, 1000));
  updateWindow(box, node(400, 150, 1000, { anchor: "451" }), { ...ctx, epoch: 2 });
  assert.equal(box.scrollTop, 450 * ROW_HEIGHT);
  updateWindow(box, node(400, 150, 1000, { anchor: "460" }), { ...ctx, epoch: 2 });
  assert.equal(box.scrollTop, 450 * ROW_HEIGHT, "the same connection: the user's place is not moved");
});

test("a list opened before its rows are read scrolls to the anchor once they come (a reload)", () => {
  const { box, ctx, list } = mount({ type: "list", action: "open", items: [], window: { start: 0, more: false } });
  assert.equal(box.hidden, true, "no rows yet");
  updateWindow(box, node(400, 150, 1000, { anchor: "451" }), ctx);
  assert.equal(box.scrollTop, 450 * ROW_HEIGHT);
  assert.equal(list.children[OVERSCAN].dataset.key, "451");
  // A new connection: until its rows are read, the rows shown stay.
  updateWindow(box, { type: "list", action: "open", items: [], window: { start: 0, more: false } }, { ...ctx, epoch: 2 });
  assert.equal(list.children[OVERSCAN].dataset.key, "451");
  updateWindow(box, node(420, 150, 1000, { anchor: "471" }), { ...ctx, epoch: 2 });
  assert.equal(box.scrollTop, 470 * ROW_HEIGHT);
});

test("rows of a list whose total is unknown say so (aria-setsize -1), and the spacer goes past the window", () => {
  const first = node(0, 100, 1000);
  delete first.window.total;
  const { list } = mount(first);
  assert.deepEqual(new Set([...list.children].map((li) => li.getAttribute("aria-setsize"))), new Set(["-1"]));
  assert.equal(list.style.height, `${150 * ROW_HEIGHT}px`);
});
