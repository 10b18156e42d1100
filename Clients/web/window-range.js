// The arithmetic of a windowed list (PROTOCOL.md §6, "Lists of any size: windows"), kept apart from
// the DOM (window.js) so node's tests check it alone: which positions the scroll box shows, where a
// row is drawn, where to scroll to put a row at the top, and which `view/rows` to ask for.
//
// Every row has the same height, ROW_HEIGHT: a row is one line of title and one of subtitle (each
// cut with an ellipsis, style.css), which a 44 px control fits in. A fixed height is what lets the
// page place a row by its position alone (position × height) without measuring the rows it does not
// hold, and so draw a million rows with a DOM of a few dozen.
//
// Browsers cap an element's height (Chromium near 33.5 million px, Firefox near 17.9 million): a
// list taller than MAX_SPACER is drawn on a spacer of MAX_SPACER, the scroll position mapped onto
// the whole list in proportion (one pixel of scroll is then several pixels of rows), and the rows
// shown are placed relative to the scroll position instead of at position × height.

export const ROW_HEIGHT = 56; // px; style.css's --row-height is set from it (window.js)
export const OVERSCAN = 5; // rows drawn beyond each edge of the box, so a small scroll shows no gap
export const MAX_SPACER = 8_000_000; // px, below every browser's cap
export const MAX_COUNT = 200; // limits.maxWindowRows: the most rows one view/rows may ask for
export const UNKNOWN_MORE = 50; // rows assumed after the window when the total is unknown and `more`

// The spacer for `total` rows in a box `viewport` px high.
export function layout(total, viewport) {
  const content = Math.max(0, total) * ROW_HEIGHT;
  const height = Math.min(content, MAX_SPACER);
  return {
    total: Math.max(0, total), viewport, content, height,
    maxOffset: Math.max(0, content - viewport), // the furthest the box's top goes into the rows
    maxScroll: Math.max(0, height - viewport), // the furthest scrollTop goes
  };
}

const scaled = (g) => g.content > g.height && g.maxScroll > 0;

// The px into the whole list at the box's top edge.
export function offsetOf(g, scrollTop) {
  if (!scaled(g)) return Math.max(0, scrollTop);
  return (Math.min(Math.max(scrollTop, 0), g.maxScroll) / g.maxScroll) * g.maxOffset;
}

// The scrollTop that puts `offset` px of the list at the box's top edge.
export function scrollTopForOffset(g, offset) {
  const wanted = Math.min(Math.max(offset, 0), g.maxOffset);
  return scaled(g) ? (wanted / g.maxOffset) * g.maxScroll : wanted;
}

// The scrollTop that puts the row at `position` at the top (or as near as the end allows).
export const scrollTopFor = (g, position) => scrollTopForOffset(g, position * ROW_HEIGHT);

// The positions the box shows, first … last (last < first when the list is empty), and `top`:
// the row nearest the top edge, the one the page keeps its place by (the anchor).
export function visible(g, scrollTop) {
  const offset = offsetOf(g, scrollTop);
  const last = Math.min(g.total - 1, Math.ceil((offset + g.viewport) / ROW_HEIGHT) - 1);
  const first = Math.max(0, Math.min(Math.floor(offset / ROW_HEIGHT), last));
  const top = Math.max(first, Math.min(Math.round(offset / ROW_HEIGHT), last));
  return { first, last, top, offset };
}

// The positions drawn: the visible ones and OVERSCAN more on each side, [from, to).
export function drawn(v, total) {
  return { from: Math.max(0, v.first - OVERSCAN), to: Math.min(total, v.last + 1 + OVERSCAN) };
}

// Where the row at `position` is drawn in the spacer (px from its top), kept inside the spacer
// (a focused row far from the box is kept in the DOM: it must not make the spacer longer).
export function rowTop(g, scrollTop, position) {
  const top = scaled(g) ? scrollTop + position * ROW_HEIGHT - offsetOf(g, scrollTop) : position * ROW_HEIGHT;
  return Math.min(Math.max(top, 0), Math.max(0, g.height - ROW_HEIGHT));
}

// How many rows the whole list has as far as the page knows: `total`, or when the module does not
// know it, the rows up to the window's end and, while `more`, UNKNOWN_MORE more (the list grows as
// the user scrolls on) or `seen`, the most the page estimated before, so the spacer does not shrink
// under the user; without `more` the window's end is the list's.
export function totalOf(window, count, seen = 0) {
  if (Number.isInteger(window.total)) return window.total;
  const end = window.start + count;
  return window.more ? Math.max(seen, end + UNKNOWN_MORE) : end;
}

// The `view/rows` params ({from, count, anchor?}) the page wants for the visible rows, or null when
// it needs none: every drawn row is held and the host already keeps the page's place by the top
// row (its window's anchor; a list never scrolled has none and is at the first row). `held`:
// position → item. The rows asked start at the first visible one (the host adds 50 on each side,
// more than OVERSCAN); the anchor is the top row when held (else the host takes the first asked).
export function rowsWanted(v, total, held, anchor) {
  if (v.last < v.first) return null;
  const range = drawn(v, total);
  let missing = false;
  for (let position = range.from; position < range.to && !missing; position++) missing = !held.has(position);
  const topKey = held.get(v.top)?.key;
  const placeKept = topKey === undefined || String(topKey) === String(anchor) || (anchor == null && v.top === 0);
  if (!missing && placeKept) return null;
  const params = { from: v.first, count: Math.min(MAX_COUNT, v.last - v.first + 1 + OVERSCAN) };
  if (topKey !== undefined) params.anchor = topKey;
  return params;
}

// Where a key moves the focus from the row at `position`: ↑ ↓ a row, PgUp PgDn a box of rows,
// Home End the first and last row; null for any other key.
export function moveTarget(key, position, total, pageRows) {
  const step = { ArrowUp: -1, ArrowDown: 1, PageUp: -pageRows, PageDown: pageRows }[key];
  let target;
  if (step !== undefined) target = position + step;
  else if (key === "Home") target = 0;
  else if (key === "End") target = total - 1;
  else return null;
  return Math.max(0, Math.min(target, total - 1));
}
