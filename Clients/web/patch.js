// A small RFC 6902 JSON Patch applier for view/patch (PROTOCOL.md §5): the host sends only
// add, remove and replace (the schema's enum), so those are all it applies; any other op
// (move, copy, test …) is a patch that does not apply.
// applyPatch returns a new document and never changes its input; a patch that does not
// apply throws a PatchError, and the caller resyncs with view/get.

export class PatchError extends Error {}

// RFC 6901: "" is the whole document; "/a/b" its tokens, with ~1 for "/" and ~0 for "~".
export function parsePointer(pointer) {
  if (pointer === "") return [];
  if (typeof pointer !== "string" || !pointer.startsWith("/")) {
    throw new PatchError(`"${pointer}" is not a JSON pointer`);
  }
  return pointer.slice(1).split("/").map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"));
}

function clone(value) {
  return value === undefined ? undefined : structuredClone(value);
}

function arrayIndex(array, token, forAdd) {
  if (forAdd && token === "-") return array.length;
  if (!/^(0|[1-9][0-9]*)$/.test(token)) throw new PatchError(`"${token}" is not an array index`);
  const index = Number(token);
  if (index > array.length || (!forAdd && index === array.length)) {
    throw new PatchError(`index ${index} is out of range (length ${array.length})`);
  }
  return index;
}

function parentOf(doc, tokens) {
  let node = doc;
  for (const token of tokens.slice(0, -1)) {
    if (Array.isArray(node)) node = node[arrayIndex(node, token, false)];
    else if (node !== null && typeof node === "object" && Object.hasOwn(node, token)) node = node[token];
    else throw new PatchError(`the path does not exist at "${token}"`);
  }
  if (node === null || typeof node !== "object") throw new PatchError("the parent is not a container");
  return node;
}

function get(doc, tokens) {
  if (tokens.length === 0) return doc;
  const parent = parentOf(doc, tokens);
  const last = tokens[tokens.length - 1];
  if (Array.isArray(parent)) return parent[arrayIndex(parent, last, false)];
  if (!Object.hasOwn(parent, last)) throw new PatchError(`no member "${last}"`);
  return parent[last];
}

function add(doc, tokens, value) {
  if (tokens.length === 0) return value;
  const parent = parentOf(doc, tokens);
  const last = tokens[tokens.length - 1];
  if (Array.isArray(parent)) parent.splice(arrayIndex(parent, last, true), 0, value);
  else parent[last] = value;
  return doc;
}

function remove(doc, tokens) {
  if (tokens.length === 0) throw new PatchError("cannot remove the whole document");
  const parent = parentOf(doc, tokens);
  const last = tokens[tokens.length - 1];
  if (Array.isArray(parent)) parent.splice(arrayIndex(parent, last, false), 1);
  else if (Object.hasOwn(parent, last)) delete parent[last];
  else throw new PatchError(`no member "${last}" to remove`);
  return doc;
}

export function applyPatch(document, ops) {
  if (!Array.isArray(ops)) throw new PatchError("a patch is an array of operations");
  let doc = clone(document);
  for (const op of ops) {
    const path = parsePointer(op.path);
    switch (op.op) {
      case "add":
        if (!("value" in op)) throw new PatchError("add without a value");
        doc = add(doc, path, clone(op.value));
        break;
      case "remove":
        doc = remove(doc, path);
        break;
      case "replace":
        if (!("value" in op)) throw new PatchError("replace without a value");
        get(doc, path); // must exist
        doc = path.length === 0 ? clone(op.value) : add(remove(doc, path), path, clone(op.value));
        break;
      default:
        throw new PatchError(`unknown operation "${op.op}"`);
    }
  }
  return doc;
}
