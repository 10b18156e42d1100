// Small illustrations for the image names the bundled modules use (onboarding-1 … 5).
// An unknown name gets a labelled placeholder.

const SCENES = {
  "onboarding-1": { color: "#3a6df0", shape: '<circle cx="120" cy="70" r="38"/>', caption: "Welcome" },
  "onboarding-2": { color: "#0e9f6e", shape: '<rect x="80" y="32" width="80" height="76" rx="10"/>', caption: "Screens" },
  "onboarding-3": { color: "#d97706", shape: '<polygon points="120,28 166,110 74,110"/>', caption: "Actions" },
  "onboarding-4": { color: "#9333ea", shape: '<path d="M70 70h100M120 20v100" stroke-width="18" stroke="currentColor"/>', caption: "Plugins" },
  "onboarding-5": { color: "#dc2626", shape: '<path d="M120 112 78 70a24 24 0 0 1 42-30 24 24 0 0 1 42 30z"/>', caption: "Ready" },
};

export function namedImage(name) {
  const scene = SCENES[name];
  const wrapper = document.createElement("figure");
  wrapper.className = "image named";
  wrapper.dataset.name = name;
  if (scene) {
    wrapper.innerHTML =
      `<svg viewBox="0 0 240 140" width="240" height="140" role="img" aria-label="${name}" style="color:${scene.color}">` +
      `<rect width="240" height="140" rx="16" fill="currentColor" opacity=".12"/>` +
      `<g fill="currentColor">${scene.shape}</g>` +
      `<text x="120" y="132" text-anchor="middle" font-size="13" fill="currentColor">${scene.caption}</text></svg>`;
  } else {
    wrapper.innerHTML =
      '<svg viewBox="0 0 240 80" width="240" height="80" role="img"><rect width="240" height="80" rx="12" fill="none" stroke="currentColor" stroke-dasharray="6 4"/>' +
      '<text x="120" y="45" text-anchor="middle" font-size="14" fill="currentColor"></text></svg>';
    wrapper.querySelector("svg").setAttribute("aria-label", `image ${name}`);
    wrapper.querySelector("text").textContent = `image: ${name}`;
  }
  return wrapper;
}

export function urlImage(url) {
  const wrapper = document.createElement("figure");
  wrapper.className = "image url-image";
  const img = document.createElement("img");
  img.loading = "lazy";
  img.alt = url;
  img.referrerPolicy = "no-referrer";
  img.addEventListener("error", () => {
    const text = document.createElement("span");
    text.className = "url";
    text.textContent = url;
    img.replaceWith(text);
  });
  img.src = url;
  wrapper.append(img);
  return wrapper;
}
