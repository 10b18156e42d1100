// The browser frontend, one per page (app.js makes it): one WebSocket to viperhost-web, which
// runs one viper-host for it (connection.js). The page keeps a copy of every open view (the
// reducer's, input-machine.js, through inputs.js: view/patch applied, view/get on a gap) and
// renders the top one (screen.js). tests/frontend-cases.test.js makes this very class in jsdom,
// with a fake socket.
import { Inputs } from "./inputs.js";
import { Connection } from "./connection.js";
import { pageNodeTypes } from "./render.js";
import { devNotice } from "./dev.js";
import { RenderHold } from "./render-hold.js";
import { Screen } from "./screen.js";

const $ = (id) => document.getElementById(id);

export class Page {
  // open() → a WebSocket; authRefusal() (token.js); timers: the connection's retries'.
  constructor({ open, authRefusal = async () => null, timers = globalThis }) {
    this.stack = [];
    this.started = false; // app/start answered on this connection
    this.ignorePops = 0;
    this.backWhenLive = false; // a Back pressed while reconnecting, sent once the stack is restored
    this.queued = null; // what the host sent while the page starts: after app/start's answer
    this.connection = new Connection({
      open,
      authRefusal,
      timers,
      events: {
        connecting: (retrying) => this.connecting(retrying),
        opened: () => {
          $("status").textContent = "";
          delete $("status").dataset.state;
          this.start();
        },
        notification: (method, params) => (this.queued ? this.queued.push([method, params]) : this.notification(method, params)),
        strayError: (error) => this.showError(error),
        lost: () => this.lost(),
        retrying: (ms) => {
          $("status").textContent = `Reconnecting… (in ${ms / 1000} s)`;
          $("status").dataset.state = "reconnecting";
        },
        closed: (reason, code) => this.showClosed(reason, code),
      },
    });
    const request = (method, params) => this.connection.request(method, params);
    this.request = request;
    // The input rules and the copy of the views: the reducer's state, with the page's glue.
    this.inputs = new Inputs({ request, render: () => this.render(), showError: (error) => this.showError(error) });
    this.screen = new Screen();
    // Renders wait while a press is held, so a button does not move between press and release (render-hold.js).
    this.hold = new RenderHold({
      render: () => this.screen.render({ stack: this.stack, views: this.inputs.views, live: this.live,
        send: (viewId, action, value) => this.send(viewId, action, value),
        rows: (viewId, params) => this.rows(viewId, params), epoch: this.connection.epoch, inputs: this.inputs }),
    });
    this.hold.listen(window);
    // Focus moving anywhere on the page is an event of the input rules (leaving a field sends it).
    document.addEventListener("focusin", (event) => this.inputs.focused(event.target));
    document.addEventListener("focusout", (event) => {
      // To nothing: no element gets it (null; jsdom says the document).
      if (event.relatedTarget?.nodeType !== 1) this.inputs.focused(null);
    });
    window.addEventListener("popstate", () => {
      if (this.ignorePops > 0) {
        this.ignorePops--;
        return;
      }
      if (!this.live) this.backWhenLive = true;
      else if (this.stack.length > 1) this.back();
    });
    $("back").addEventListener("click", () => this.back());
    $("error-close").addEventListener("click", () => {
      $("error").hidden = true;
    });
    $("reconnect").addEventListener("click", () => this.connection.connect());
  }

  // Connected and started: controls are enabled only then.
  get live() {
    return this.inputs.live;
  }

  connect() {
    this.connection.connect();
  }

  // A new socket, so a new host: it restores the screens (the views, numbered anew).
  connecting(retrying) {
    if (retrying) $("status").textContent = "Reconnecting…";
    $("closed").hidden = true;
    this.stack = []; // (the old host's views are not this connection's: the last one stays shown, disabled)
    this.queued = [];
    this.lost();
  }

  lost() {
    this.started = false;
    if (this.live) this.inputs.dispatch({ type: "connectionLost" });
    this.render();
  }

  async start() {
    try {
      await this.request("initialize", {
        protocolVersion: "1",
        clientInfo: { name: "viperhost-web" }, // exactly what the conformance set expects
        // Every node type the page renders beyond the first eight (PROTOCOL.md §6, rule 8): render.js' table.
        capabilities: { viewPatch: true, nodes: pageNodeTypes() },
      });
      await this.request("app/start", { restore: true });
      this.started = true;
      this.inputs.dispatch({ type: "reconnected" });
    } catch (error) {
      this.showError(error);
    }
    // The restored views, then what came after them, as the host sent them.
    const queued = this.queued ?? [];
    this.queued = null;
    for (const [method, params] of queued) this.notification(method, params);
    this.render();
    if (this.backWhenLive && this.live) {
      this.backWhenLive = false;
      if (this.stack.length > 1) this.back();
    }
  }

  notification(method, params) {
    switch (method) {
      case "view/update":
        this.inputs.updated(params);
        break;
      case "view/patch":
        if (!this.inputs.patched(params)) return;
        break;
      case "router/navigate":
        this.stack = Array.isArray(params.stack) ? params.stack : [];
        this.syncHistory();
        break;
      case "view/closed":
        this.inputs.closed(params.viewId);
        if (params.error) this.showError(params.error);
        break;
      default:
        devNotice(method, params); // viperhost-dev's (Protocol/DEV.md); any other this page does not know (§12)
        return;
    }
    this.render();
  }

  send(viewId, action, value) {
    const params = { viewId, action };
    if (value !== undefined) params.value = value;
    this.request("view/event", params).catch((error) => this.showError(error));
  }

  // A windowed list asks for rows (window.js). A key the window no longer holds (the window moved
  // meanwhile) is the race scrolling runs into: the list asks again from where it is then.
  rows(viewId, params) {
    return this.request("view/rows", { viewId, ...params }).catch((error) => {
      if (error?.data?.kind !== "unknown_row") this.showError(error);
    });
  }

  back() {
    this.request("navigation/back").catch((error) => this.showError(error));
  }

  // The browser's Back goes back a screen: one history entry (a "guard") stands above the
  // page while the stack is deeper than one screen; popping it sends navigation/back.
  syncHistory() {
    const guarded = history.state?.viper === "guard";
    if (this.stack.length > 1 && !guarded) history.pushState({ viper: "guard" }, "");
    else if (this.stack.length <= 1 && guarded) {
      this.ignorePops++;
      history.back();
    }
  }

  render() {
    this.hold.request();
  }

  showError(error) {
    if (error?.connectionClosed) return;
    const code = error?.code !== undefined ? ` (${error.code}${error.data?.kind ? ` ${error.data.kind}` : ""})` : "";
    $("error-text").textContent = `${error?.message ?? String(error)}${code}`;
    $("error").hidden = false;
  }

  showClosed(reason, code) {
    $("closed-text").textContent = reason;
    $("closed").hidden = false;
    $("closed").dataset.code = String(code);
    $("view").setAttribute("aria-busy", "false");
    $("status").textContent = "";
    delete $("status").dataset.state;
  }

  // A view of the page's copy, as the host sent it (for the ?test hook).
  view(viewId) {
    const entry = this.inputs.views.get(viewId);
    return entry && { module: entry.module, rev: entry.rev, view: entry.view };
  }
}
