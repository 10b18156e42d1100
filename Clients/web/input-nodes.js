// What the input reducer (input-machine.js) reads of a view's tree: its forms and inputs in tree
// order, and an input's value as its node says it (PROTOCOL.md §6, "Input").

// The input's value as its node says it (what "the host's value" is).
export function nodeValue(node) {
  if (node.type === "toggle") return node.on === true;
  if (node.type === "choice") return node.value ?? (node.multiple === true ? [] : null);
  return String(node.value ?? "");
}

// Calls visit(node, formKey) for each form and input of the tree, in tree order; a list row's
// toggle is an input keyed by the row.
export function walk(node, formKey, visit) {
  if (!node || typeof node !== "object") return;
  if (node.type === "form" && typeof node.key === "string") {
    visit(node, null);
    formKey = node.key;
  } else if (["field", "toggle", "choice"].includes(node.type) && typeof node.key === "string") visit(node, formKey);
  if (node.type === "list" && Array.isArray(node.items)) {
    for (const item of node.items) {
      if (item?.toggle && typeof item.toggle === "object" && item.key !== undefined) {
        visit({ type: "toggle", key: String(item.key), label: item.title, ...item.toggle }, formKey);
      }
    }
  }
  for (const child of Array.isArray(node.children) ? node.children : []) walk(child, formKey, visit);
}
