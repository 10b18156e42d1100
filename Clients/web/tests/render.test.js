// node --test Clients/web/tests/ — the page's table of node renderers (render.js) against the schema.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { FIRST_EIGHT, RENDERERS, pageNodeTypes } from "../render.js";

const nodes = new URL("../../../Protocol/schema/nodes/", import.meta.url);
const schemas = JSON.parse(readFileSync(new URL("node.json", nodes))).oneOf
  .map(({ $ref }) => JSON.parse(readFileSync(new URL($ref, nodes))));
const schemaTypes = schemas.map((schema) => schema.properties.type.const);
// The later members of a type (x-render `features`, e.g. list.actions), in the schema's order.
const schemaFeatures = schemas.flatMap((schema) => Object.keys(schema["x-render"]?.features ?? {}));

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

test("the first eight are the schema's types of protocol 1.0 (x-render announced: false), named", () => {
  const original = schemas.filter((schema) => !schema["x-render"]?.announced).map((schema) => schema.properties.type.const);
  assert.deepEqual([...FIRST_EIGHT].sort(), original.sort());
});

test("initialize lists the table's types beyond the first eight, then its renderers' features (PROTOCOL.md §6, rule 8)", () => {
  assert.ok(FIRST_EIGHT.every((type) => schemaTypes.includes(type)));
  assert.ok(schemaFeatures.includes("list.actions") && schemaFeatures.includes("list.toggle"), schemaFeatures.join(", "));
  // In any order (the schema's is its files' names').
  assert.deepEqual([...pageNodeTypes()].sort(), [...schemaTypes.filter((type) => !FIRST_EIGHT.includes(type)), ...schemaFeatures].sort());
});

test("a feature is announced only by the renderer of its type", () => {
  for (const [type, renderer] of Object.entries(RENDERERS)) {
    for (const feature of renderer.features ?? []) assert.ok(feature.startsWith(`${type}.`), `${type}: ${feature}`);
  }
});
