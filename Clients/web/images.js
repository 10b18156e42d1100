// Images (PROTOCOL.md §6): small illustrations for the names the bundled modules use
// (onboarding-1 … 5), <img> for URLs. An image's `label` is its accessible name (alt text).
// Without one, a known illustration is named by its caption, an unknown name is a
// decorative frame (its internal name is not read out), and a URL image is named by its URL.

const SCENES = {
  "onboarding-1": { color: "#3a6df0", shape: '<circle cx="120" cy="70" r="38"/>', caption: "Welcome" },
  "onboarding-2": { color: "#0e9f6e", shape: '<rect x="80" y="32" width="80" height="76" rx="10"/>', caption: "Screens" },
  "onboarding-3": { color: "#d97706", shape: '<polygon points="120,28 166,110 74,110"/>', caption: "Actions" },
  "onboarding-4": { color: "#9333ea", shape: '<path d="M70 70h100M120 20v100" stroke-width="18" stroke="currentColor"/>', caption: "Plugins" },
  "onboarding-5": { color: "#dc2626", shape: '<path d="M120 112 78 70a24 24 0 0 1 42-30 24 24 0 0 1 42 30z"/>', caption: "Ready" },
};

const SVG = "http://www.w3.org/2000/svg";

function named(svg, label) {
  if (label) {
    svg.setAttribute("role", "img");
    svg.setAttribute("aria-label", label);
  } else {
    svg.setAttribute("aria-hidden", "true");
  }
  return svg;
}

// The SVG of a named image: the scene, or a dashed frame for a name the page does not know.
function illustration(name, label, decorative = false) {
  const scene = Object.hasOwn(SCENES, name) ? SCENES[name] : undefined; // not "constructor" and its kin
  const svg = document.createElementNS(SVG, "svg");
  if (scene) {
    svg.setAttribute("viewBox", "0 0 240 140");
    svg.setAttribute("width", "240");
    svg.setAttribute("height", "140");
    svg.style.color = scene.color;
    svg.innerHTML =
      '<rect width="240" height="140" rx="16" fill="currentColor" opacity=".12"/>' +
      `<g fill="currentColor">${scene.shape}</g>` +
      '<text x="120" y="132" text-anchor="middle" font-size="13"></text>';
    svg.querySelector("text").textContent = scene.caption;
    return named(svg, label || (decorative ? "" : scene.caption));
  }
  svg.setAttribute("viewBox", "0 0 240 80");
  svg.setAttribute("width", "240");
  svg.setAttribute("height", "80");
  svg.innerHTML = '<rect width="240" height="80" rx="12" fill="none" stroke="currentColor" stroke-dasharray="6 4"/>' +
    '<text x="120" y="45" text-anchor="middle" font-size="14"></text>';
  svg.querySelector("text").textContent = label || "";
  return named(svg, label);
}

// A URL image named `label` ("" for a decorative one). If it cannot be loaded, a figure shows
// its URL as text, a row's picture an empty disc, each named by the label.
function picture(url, label, fallbackClass) {
  const img = document.createElement("img");
  img.loading = "lazy";
  img.alt = label;
  img.referrerPolicy = "no-referrer";
  img.addEventListener("error", () => {
    const text = document.createElement("span");
    text.className = fallbackClass;
    text.textContent = fallbackClass === "url" ? url : "";
    if (label && label !== url) {
      text.setAttribute("role", "img");
      text.setAttribute("aria-label", label);
    } else if (fallbackClass !== "url") {
      text.setAttribute("aria-hidden", "true");
    }
    img.replaceWith(text);
  });
  img.src = url;
  return img;
}

export function identity(image) {
  return JSON.stringify([image?.name ?? null, image?.url ?? null, image?.label ?? null]);
}

// An `image` node as a <figure>; `sameImage` tells whether a figure already shows a node.
export function imageNode(node) {
  const figure = document.createElement("figure");
  figure.viperImage = identity(node);
  const label = typeof node.label === "string" ? node.label : "";
  if (typeof node.name === "string") {
    figure.className = "image named";
    figure.dataset.name = node.name;
    figure.append(illustration(node.name, label));
  } else if (typeof node.url === "string") {
    figure.className = "image url-image";
    figure.append(picture(node.url, label || node.url, "url"));
  } else {
    figure.className = "image unknown";
    figure.textContent = label || "image";
  }
  return figure;
}

export function sameImage(element, node) {
  return element.viperImage === identity(node);
}

// A list row's small image (`item.image`: {url} or {name}, and an optional label). The row's
// title names the row: a picture without a label, or whose label only repeats the title, is
// decorative (an avatar labelled with the login it stands next to).
export function thumbnail(image, title) {
  let label = typeof image?.label === "string" ? image.label : "";
  if (label.trim().toLowerCase() === String(title).trim().toLowerCase()) label = "";
  let inner;
  if (typeof image?.url === "string") inner = picture(image.url, label, "missing");
  else if (typeof image?.name === "string") inner = illustration(image.name, label, true);
  else return null;
  const box = document.createElement("span");
  box.className = "thumb";
  box.viperImage = identity(image) + title;
  box.append(inner);
  return box;
}
