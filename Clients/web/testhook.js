// Test-only hook: app.js installs it only when the URL has ?test (never in normal use).
// A harness (Clients/web/tests/test_page_conformance.py) sends requests through the page's
// own request path, so answers and notifications update the page's copy of the views and the
// rendering as usual, and reads that copy at checkpoints.
export function installTestHook({ request, notify, view, stack, renderings, watchRequests, unanswered }) {
  // Every request the page sent (its method and params, a secret masked): the input harness counts
  // the edits and submits the page sends by itself as the user types and presses.
  const sent = [];
  watchRequests((message) => {
    const params = structuredClone(message.params ?? null);
    if (params && "secret" in params) params.secret = "********";
    sent.push({ method: message.method, params });
  });
  window.viperTest = {
    started: false, // true once the page's own initialize and app/start are answered
    send: (method, params) =>
      request(method, params ?? undefined).then((result) => ({ result }), (error) => ({ error: plain(error) })),
    notify: (method, params) => notify(method, params ?? undefined),
    view: (viewId) => structuredClone(view(viewId) ?? null),
    stack: () => [...stack()],
    sent: () => structuredClone(sent),
    unanswered: () => unanswered(),
    // The top view's DOM as updated in place and as rendered afresh, in one comparable form.
    dom: () => {
      const both = renderings();
      return both && { viewId: both.viewId, live: signature(both.live), fresh: signature(both.fresh) };
    },
  };
}

const SHOWN = ["class", "disabled", "role", "aria-label", "aria-hidden", "data-key", "data-action", "data-name",
  "data-unknown-type", "data-focus", "alt"];

// Tags, the attributes that matter, texts; a URL image's insides are left out (whether it
// loaded yet depends on when it was made).
function signature(node) {
  if (node.nodeType === Node.TEXT_NODE) return node.data;
  if (node.nodeType !== Node.ELEMENT_NODE) return "";
  const attributes = SHOWN.filter((name) => node.hasAttribute(name)).map((name) => ` ${name}="${node.getAttribute(name)}"`);
  if (node.tagName === "SELECT") attributes.push(` value="${node.value}"`);
  if (node.tagName === "OPTION" && node.disabled) attributes.push(" disabled");
  const opaque = node.matches("figure.url-image, .thumb");
  const inside = opaque ? "" : [...node.childNodes].map(signature).join("");
  return `<${node.tagName.toLowerCase()}${attributes.join("")}>${inside}</>`;
}

function plain(error) {
  return error instanceof Error ? { message: error.message } : error;
}
