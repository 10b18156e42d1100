// Small DOM helpers shared by the renderers.

export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key === "dataset") Object.assign(node.dataset, value);
    else if (key === "class") node.className = value;
    else node[key] = value;
  }
  node.append(...children);
  return node;
}

// Sets an element's text only when it differs, so an unchanged text keeps its node (and a
// selection in it).
export function setText(element, text) {
  if (element.textContent !== text) element.textContent = text;
}
