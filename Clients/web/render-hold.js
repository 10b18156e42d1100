// While a mouse button (or a finger) is down on the page, a render waits; it runs once the press
// ends, after the click. Pressing a button first takes focus from the field being typed in, and the
// host's answer to that field (its error gone: a line less) would otherwise move the button from
// under the pointer before the release: the browser then sends the click to what is under the
// pointer (or to what holds both), and the press is lost. A person pressing slowly meets it; so
// does a test on a loaded machine. A press held longer than `limitMs` lets renders through again.
export class RenderHold {
  constructor({ render, timers = globalThis, limitMs = 2000 }) {
    this.render = render;
    this.timers = timers;
    this.limitMs = limitMs;
    this.held = false;
    this.waiting = false;
    this.limit = null;
  }

  // pointerdown: renders wait from now.
  down() {
    this.held = true;
    this.timers.clearTimeout(this.limit);
    this.limit = this.timers.setTimeout(() => this.up(), this.limitMs);
  }

  // pointerup, pointercancel, the window losing focus, or the limit: a waiting render runs in a task
  // of its own, so the click the release makes reaches the element that was pressed.
  up() {
    if (!this.held) return;
    this.held = false;
    this.timers.clearTimeout(this.limit);
    this.limit = null;
    if (!this.waiting) return;
    this.waiting = false;
    this.timers.setTimeout(() => this.request(), 0);
  }

  // Every render of the page goes through here.
  request() {
    if (this.held) this.waiting = true;
    else this.render();
  }

  // Listens on `target` (the window), in the capture phase, before any handler of the page.
  listen(target) {
    target.addEventListener("pointerdown", () => this.down(), true);
    for (const type of ["pointerup", "pointercancel"]) target.addEventListener(type, () => this.up(), true);
    // The window's own blur (the user went to another window), not a field's, which the press itself causes.
    target.addEventListener("blur", (event) => event.target === target && this.up(), true);
  }
}
