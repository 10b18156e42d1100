// node --test Clients/web/tests/ — the page's RFC 6902 applier, no npm.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { applyPatch, parsePointer, PatchError } from "../patch.js";

const view = {
  type: "screen",
  title: "Jobs",
  children: [
    { type: "list", action: "select", items: [{ key: "1", title: "iOS" }, { key: "2", title: "Android" }] },
    { type: "button", action: "refresh", title: "Refresh", enabled: false },
  ],
};

test("pointers unescape ~1 and ~0, and the empty pointer is the document", () => {
  assert.deepEqual(parsePointer(""), []);
  assert.deepEqual(parsePointer("/a~1b/c~0d/~01"), ["a/b", "c~d", "~1"]);
  assert.throws(() => parsePointer("a"), PatchError);
});

test("replace at an object path and at an array index", () => {
  const out = applyPatch(view, [
    { op: "replace", path: "/children/1/enabled", value: true },
    { op: "replace", path: "/children/0/items/1", value: { key: "2", title: "Android", subtitle: "Applied" } },
  ]);
  assert.equal(out.children[1].enabled, true);
  assert.equal(out.children[0].items[1].subtitle, "Applied");
  assert.equal(view.children[1].enabled, false, "the input is not changed");
});

test("add inserts into arrays (at an index and at -) and sets members", () => {
  const out = applyPatch(view, [
    { op: "add", path: "/children/0", value: { type: "spinner" } },
    { op: "add", path: "/children/1/items/-", value: { key: "3", title: "Swift" } },
    { op: "add", path: "/children/2/title", value: "Again" },
    { op: "add", path: "/subtitle", value: "new" },
  ]);
  assert.equal(out.children[0].type, "spinner");
  assert.deepEqual(out.children[1].items.map((i) => i.key), ["1", "2", "3"]);
  assert.equal(out.children[2].title, "Again");
  assert.equal(out.subtitle, "new");
});

test("remove deletes array elements and members", () => {
  const out = applyPatch(view, [
    { op: "remove", path: "/children/0/items/0" },
    { op: "remove", path: "/children/1/enabled" },
  ]);
  assert.deepEqual(out.children[0].items.map((i) => i.key), ["2"]);
  assert.equal("enabled" in out.children[1], false);
});

test("operations apply in order, each on the result of the one before", () => {
  const out = applyPatch({ a: [1, 2, 3] }, [
    { op: "remove", path: "/a/0" },
    { op: "add", path: "/a/2", value: 9 },
    { op: "replace", path: "/a/0", value: 7 },
  ]);
  assert.deepEqual(out, { a: [7, 3, 9] });
});

test("replace of the whole document", () => {
  assert.deepEqual(applyPatch({ a: 1 }, [{ op: "replace", path: "", value: { b: 2 } }]), { b: 2 });
});

// PROTOCOL.md §5 and the schema's enum: the host sends add, remove and replace only. Any other
// RFC 6902 op is not the host's, so the patch does not apply and the page resyncs with view/get.
test("only the host's ops apply: move, copy and test are refused", () => {
  const schema = JSON.parse(readFileSync(new URL("../../../Protocol/schema/notifications/view-patch.json", import.meta.url)));
  assert.deepEqual(schema.properties.params.properties.ops.items.properties.op.enum, ["add", "remove", "replace"]);
  const others = [
    [{ op: "move", from: "/a/x", path: "/b/y" }],
    [{ op: "copy", from: "/a/x", path: "/b/y" }],
    [{ op: "test", path: "/a", value: { x: 1 } }],
  ];
  for (const ops of others) assert.throws(() => applyPatch({ a: { x: 1 }, b: {} }, ops), PatchError, JSON.stringify(ops));
});

test("a patch that does not apply throws, so the page resyncs", () => {
  const bad = [
    [{ op: "remove", path: "/children/5" }],
    [{ op: "replace", path: "/nothing", value: 1 }],
    [{ op: "add", path: "/children/9", value: 1 }],
    [{ op: "add", path: "/missing/x", value: 1 }],
    [{ op: "remove", path: "/title/x" }],
    [{ op: "add", path: "/children/01", value: 1 }],
    [{ op: "frobnicate", path: "/title" }],
    [{ op: "add", path: "/title" }],
    [{ op: "remove", path: "" }],
  ];
  for (const ops of bad) assert.throws(() => applyPatch(view, ops), PatchError, JSON.stringify(ops));
});
