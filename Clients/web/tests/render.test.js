// node --test Clients/web/tests/ — the page's table of node renderers (render.js) against the schema.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { FIRST_EIGHT, RENDERERS, pageNodeTypes } from "../render.js";

const nodes = new URL("../../../Protocol/schema/nodes/", import.meta.url);
const schemaTypes = JSON.parse(readFileSync(new URL("node.json", nodes))).oneOf
  .map(({ $ref }) => JSON.parse(readFileSync(new URL($ref, nodes))).properties.type.const);

test("the table has one renderer for every node type of the schema, and no other", () => {
  assert.ok(schemaTypes.length >= 13, schemaTypes.join(", "));
  assert.deepEqual(Object.keys(RENDERERS).sort(), [...schemaTypes].sort());
});

test("each renderer creates and updates an element, or collects its node (the alert)", () => {
  for (const [type, renderer] of Object.entries(RENDERERS)) {
    if (type === "alert") {
      assert.equal(typeof renderer.collect, "function");
      continue;
    }
    assert.equal(typeof renderer.create, "function", type);
    assert.equal(typeof renderer.update, "function", type);
  }
});

test("initialize lists the table's types beyond the first eight (PROTOCOL.md §6, rule 8)", () => {
  assert.ok(FIRST_EIGHT.every((type) => schemaTypes.includes(type)));
  assert.deepEqual(pageNodeTypes(), schemaTypes.filter((type) => !FIRST_EIGHT.includes(type)));
});
