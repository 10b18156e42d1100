// node --test Clients/web/tests/ — render-hold.js: a render asked for while a press is held waits
// and runs once, in a task after the release (after the click); the limit lets renders through.
import { test } from "node:test";
import assert from "node:assert/strict";
import { RenderHold } from "../render-hold.js";

// Timers run by hand: `tick()` runs what is due, in order.
function fakeTimers() {
  let now = 0;
  let next = 1;
  const due = new Map();
  return {
    setTimeout: (fn, ms) => (due.set(next, { fn, at: now + ms }), next++),
    clearTimeout: (id) => due.delete(id),
    tick(ms = 0) {
      now += ms;
      for (const [id, { fn, at }] of [...due].sort((a, b) => a[1].at - b[1].at)) {
        if (at <= now && due.delete(id)) fn();
      }
    },
  };
}

function hold(limitMs = 2000) {
  const timers = fakeTimers();
  const renders = [];
  const subject = new RenderHold({ render: () => renders.push(timers), timers, limitMs });
  return { subject, renders, timers };
}

test("with no press held, a render runs at once", () => {
  const { subject, renders } = hold();
  subject.request();
  subject.request();
  assert.equal(renders.length, 2);
});

test("renders asked for while a press is held run once, in a task after the release", () => {
  const { subject, renders, timers } = hold();
  subject.down();
  subject.request();
  subject.request();
  assert.equal(renders.length, 0, "held: the button stays where it was pressed");
  subject.up();
  assert.equal(renders.length, 0, "not in the release's task: the click comes first");
  timers.tick();
  assert.equal(renders.length, 1);
});

test("a release with nothing asked renders nothing; a second release is nothing", () => {
  const { subject, renders, timers } = hold();
  subject.down();
  subject.up();
  subject.up();
  timers.tick(5000);
  assert.equal(renders.length, 0);
});

test("a press held past the limit lets the waiting render through, and later ones at once", () => {
  const { subject, renders, timers } = hold(2000);
  subject.down();
  subject.request();
  timers.tick(1999);
  assert.equal(renders.length, 0);
  timers.tick(1);
  timers.tick();
  assert.equal(renders.length, 1);
  subject.request();
  assert.equal(renders.length, 2);
});

test("a new press restarts the limit", () => {
  const { subject, renders, timers } = hold(2000);
  subject.down();
  timers.tick(1500);
  subject.up();
  subject.down();
  subject.request();
  timers.tick(1500);
  assert.equal(renders.length, 0, "the second press is 1.5 s old, under the limit");
});
