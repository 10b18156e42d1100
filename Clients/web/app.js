// The browser page's entry point: the page (page.js) over a WebSocket to viperhost-web's
// /session, and the ?test hook when the URL asks for it.
import { authRefusal, subprotocols } from "./token.js";
import { Page } from "./page.js";

const page = new Page({
  open: () => {
    const url = new URL("session", location.href);
    url.protocol = location.protocol === "https:" ? "wss:" : "ws:";
    return new WebSocket(url, subprotocols());
  },
  authRefusal,
});

// Test-only hook, only with ?test in the URL: loaded then and never otherwise (testhook.js).
if (new URLSearchParams(location.search).has("test")) {
  const { installTestHook } = await import("./testhook.js");
  installTestHook({ connection: page.connection, view: (viewId) => page.view(viewId), stack: () => page.stack,
    started: () => page.live, shown: () => page.screen.shownView(), input: (key) => page.inputs.input(key),
    hold: page.hold });
}

page.connect();
