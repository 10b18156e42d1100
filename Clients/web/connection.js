// The page's one connection to its host: a WebSocket to viperhost-web's /session, each frame one
// JSON-RPC message (PROTOCOL.md). It numbers requests, matches answers to them, hands notifications
// on, and opens the socket again after a drop. It knows nothing of views or the DOM: what the page
// shows goes through the `events` given to it (app.js).
//
// Automatic reconnect: a socket that closes without a reason the page must show (the bridge
// restarted, the network dropped) is opened again after 0.5 s, 1 s, 2 s … at most 10 s.
// Not after the host stopped (4000), a full server (4001) or a host that could not start (4002):
// those are shown with their reason (and the page offers a Reconnect button).
export const NO_RETRY = new Set([4000, 4001, 4002]);
// viperhost-dev replaced the host with a new build (Protocol/DEV.md): the page reconnects at once.
export const HOST_SWAPPED = 4003;
export const RETRY_FIRST_MS = 500;
export const RETRY_MAX_MS = 10000;

const CLOSE_REASONS = {
  1006: "The connection to the server was lost.",
  4000: "The host stopped.",
  4001: "This server is full. Close a tab or try again later.",
};

// What a request cut off by a close is rejected with: the page shows the close, not each request.
export function connectionClosed() {
  return Object.assign(new Error("The connection closed."), { connectionClosed: true });
}

export class Connection {
  // open(): a new WebSocket (or anything with its shape); authRefusal(): the bridge's reason for
  // refusing this page's token, or null (asked when a socket could not open). events: {connecting(retrying),
  // opened(), notification(method, params), strayError(error), lost(), retrying(ms), closed(reason, code)}.
  constructor({ open, authRefusal = async () => null, events, timers = globalThis }) {
    this.open = open;
    this.authRefusal = authRefusal;
    this.events = events;
    this.timers = timers;
    this.socket = null;
    this.nextId = 1;
    this.pending = new Map(); // id -> {method, resolve, reject}
    this.epoch = 0; // one per socket: a new host numbers its views anew
    this.retryDelay = RETRY_FIRST_MS;
    this.retryTimer = null;
    this.watcher = null; // sees each request sent (the ?test hook's)
    this.hearer = null; // sees each line received, before it is handled (the ?test hook's)
  }

  // Opens a new socket (a new host): requests of the old one are cut off. `retrying`: by the
  // automatic reconnect (not the first connect, nor the user's Reconnect).
  connect(retrying = false) {
    this.timers.clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.cutOff();
    this.socket?.close(); // (a no-op once closed) an old socket still open would keep its host running
    this.epoch++;
    this.events.connecting(retrying);
    const socket = this.open();
    this.socket = socket;
    // Events of a socket this one replaced are not this connection's any more.
    socket.addEventListener("open", () => {
      if (socket !== this.socket) return;
      this.retryDelay = RETRY_FIRST_MS;
      this.events.opened();
    });
    socket.addEventListener("message", (event) => {
      if (socket === this.socket) this.receive(event.data);
    });
    socket.addEventListener("close", (event) => {
      if (socket === this.socket) this.closed(event);
    });
  }

  get isOpen() {
    return this.socket !== null && this.socket.readyState === 1; // WebSocket.OPEN
  }

  get unanswered() {
    return this.pending.size;
  }

  // The answer's result, or a rejection with the error object (or connectionClosed()).
  request(method, params) {
    const id = this.nextId++;
    const message = { jsonrpc: "2.0", id, method };
    if (params !== undefined) message.params = params;
    return new Promise((resolve, reject) => {
      if (!this.isOpen) {
        reject(new Error("The page is not connected to a host."));
        return;
      }
      this.pending.set(id, { method, resolve, reject });
      this.watcher?.(message);
      this.socket.send(JSON.stringify(message));
    });
  }

  notify(method, params) {
    const message = { jsonrpc: "2.0", method };
    if (params !== undefined) message.params = params;
    if (this.isOpen) this.socket.send(JSON.stringify(message));
  }

  receive(text) {
    let message;
    try {
      message = JSON.parse(text);
    } catch {
      this.events.strayError(new Error("The host sent a line that is not JSON."));
      return;
    }
    this.hearer?.(message);
    if (typeof message?.method === "string") {
      this.events.notification(message.method, message.params || {});
      return;
    }
    const waiter = this.pending.get(message?.id);
    if (!waiter) {
      if (message?.error) this.events.strayError(message.error);
      return;
    }
    this.pending.delete(message.id);
    if (message.error) waiter.reject(message.error);
    else waiter.resolve(message.result);
  }

  cutOff() {
    const pending = this.pending;
    this.pending = new Map();
    const error = connectionClosed();
    for (const waiter of pending.values()) waiter.reject(error);
  }

  async closed(event) {
    this.cutOff();
    this.events.lost();
    if (event.code === 1006) {
      // The socket could not open or dropped: if the bridge no longer takes this page (its token
      // changed), retrying is pointless; the bridge says why.
      const refusal = await this.authRefusal();
      if (refusal) {
        this.events.closed(refusal, "auth");
        return;
      }
    }
    if (event.code === HOST_SWAPPED) {
      this.connect(true);
      return;
    }
    if (!NO_RETRY.has(event.code)) {
      this.reconnectLater();
      return;
    }
    this.events.closed(event.reason || CLOSE_REASONS[event.code] || `The connection closed (code ${event.code}).`,
      event.code);
  }

  reconnectLater() {
    const delay = this.retryDelay;
    this.events.retrying(delay);
    this.retryTimer = this.timers.setTimeout(() => this.connect(true), delay);
    this.retryDelay = Math.min(delay * 2, RETRY_MAX_MS);
  }
}
