// The launch's token (Clients/README.md, "Security"). The URL viperhost-web prints carries it as
// ?token=… (or #token=…); the page moves it into this tab's sessionStorage — kept per origin, so per
// port, unlike a cookie, which the browser would send to every port of the host — and drops it from
// the address bar. It goes to the bridge only with the page's own requests: as a WebSocket
// subprotocol (the one header a page's WebSocket can carry) and as a bearer for /auth.
const KEY = "viperhost-token";

function takeFromAddress() {
  const url = new URL(location.href);
  const fromHash = new URLSearchParams(url.hash.slice(1));
  const given = url.searchParams.get("token") ?? fromHash.get("token");
  if (!given) return;
  sessionStorage.setItem(KEY, given);
  url.searchParams.delete("token");
  fromHash.delete("token");
  url.hash = fromHash.toString();
  history.replaceState(history.state, "", url);
}

takeFromAddress();

export function token() {
  return sessionStorage.getItem(KEY);
}

// What the page offers when it opens its WebSocket: "viperhost", which the bridge answers with, and the token.
export function subprotocols() {
  const held = token();
  return held ? ["viperhost", `viperhost-token.${held}`] : ["viperhost"];
}

export function authHeaders() {
  const held = token();
  return held ? { Authorization: `Bearer ${held}` } : {};
}

// Asked when the page's socket could not open: the bridge's reason for refusing this tab's token (a
// 403 from /auth: the bridge was restarted with another token), or null (it takes it, or is not there
// yet: retry).
export async function authRefusal() {
  try {
    const response = await fetch(new URL("auth", location.href), { headers: authHeaders(), cache: "no-store" });
    if (response.status !== 403) return null;
    return (await response.text()).trim() || "This page is not authorized.";
  } catch {
    return null;
  }
}
