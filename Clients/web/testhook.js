// Test-only hook: app.js installs it only when the URL has ?test (never in normal use).
// A harness (Clients/web/tests/test_page_conformance.py) sends requests through the page's
// own request path, so answers and notifications update the page's copy of the views and the
// rendering as usual, and reads that copy at checkpoints.
export function installTestHook({ request, notify, view, stack }) {
  window.viperTest = {
    started: false, // true once the page's own initialize and app/start are answered
    send: (method, params) =>
      request(method, params ?? undefined).then((result) => ({ result }), (error) => ({ error: plain(error) })),
    notify: (method, params) => notify(method, params ?? undefined),
    view: (viewId) => structuredClone(view(viewId) ?? null),
    stack: () => [...stack()],
  };
}

function plain(error) {
  return error instanceof Error ? { message: error.message } : error;
}
