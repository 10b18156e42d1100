// viperhost-dev's notices (Protocol/DEV.md), only ever sent under `make dev`: a build that failed shows the
// compiler's errors above the screen, which keeps working (the old host still serves it), until the next
// build succeeds; `building` says one runs; `dev/swap {state: "done", restored: false}` says in one line why
// the screen is the launch screen. Everything is text (textContent): a diagnostic is never markup.
const PANEL_ID = "dev-build";

function panel() {
  let element = document.getElementById(PANEL_ID);
  if (!element) {
    if (!document.getElementById("dev-css")) {
      const sheet = Object.assign(document.createElement("link"), { id: "dev-css", rel: "stylesheet", href: "dev.css" });
      document.head.append(sheet);
    }
    element = document.createElement("section");
    element.id = PANEL_ID;
    element.setAttribute("aria-label", "Build");
    document.querySelector("header").after(element);
  }
  return element;
}

function clear() {
  document.getElementById(PANEL_ID)?.remove();
}

function line(tag, text, className) {
  const element = document.createElement(tag);
  element.textContent = text;
  if (className) element.className = className;
  return element;
}

export function showBuild(params) {
  if (params.state === "ok") return clear();
  const element = panel();
  element.replaceChildren();
  element.dataset.state = params.state ?? "";
  if (params.state === "building") {
    element.setAttribute("role", "status");
    const files = Array.isArray(params.files) ? params.files.join(", ") : "";
    element.append(line("p", `Rebuilding${files ? ` (${files})` : ""}…`));
    return;
  }
  element.setAttribute("role", "alert");
  const diagnostics = Array.isArray(params.diagnostics) ? params.diagnostics : [];
  const errors = diagnostics.filter((d) => d.severity === "error").length;
  element.append(line("h2", params.stage === "start" ? "The new build does not start"
    : `Build failed: ${errors} error${errors === 1 ? "" : "s"}`));
  element.append(line("p", "The screen below is the last good build and still works; fix the code and save."));
  if (diagnostics.length) {
    const list = document.createElement("ul");
    for (const d of diagnostics) {
      const item = document.createElement("li");
      item.className = d.severity;
      // file:line:column: severity: message, as the TUI and viper-sh print it (and editors open it).
      item.append(line("code", `${d.file}:${d.line}:${d.column}`), `: ${d.severity}: ${d.message}`);
      list.append(item);
    }
    element.append(list);
  } else if (params.output) {
    element.append(line("pre", params.output));
  }
}

export function showSwap(params) {
  // The session did not open, or some views opened fresh (their saved state no longer fits): one line.
  if (params.state !== "done" || (params.restored && !params.note)) return;
  const element = panel();
  element.replaceChildren(line("p", params.note ?? "The saved session did not open; the launch screen did."));
  element.dataset.state = "note";
  element.setAttribute("role", "status");
}

// The page's notification switch hands every method it does not know here.
export function devNotice(method, params) {
  if (method === "dev/build") showBuild(params);
  else if (method === "dev/swap") showSwap(params);
}
