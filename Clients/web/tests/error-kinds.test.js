// node --test Clients/web/tests/ — the page's list of error kinds is the schema's (make_kinds.py writes it).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { ErrorKind, ERROR_CODES } from "../error-kinds.js";

const schema = JSON.parse(readFileSync(new URL("../../../Protocol/schema/responses/error.json", import.meta.url)));

test("every kind of the schema, with its code, and nothing else", () => {
  const expected = {};
  for (const rule of schema.properties.error.allOf) {
    for (const kind of rule.then.properties.data.properties.kind.enum) expected[kind] = rule.if.properties.code.const;
  }
  assert.deepEqual({ ...ERROR_CODES }, expected);
  assert.deepEqual(Object.values(ErrorKind).sort(), Object.keys(expected).sort());
  assert.equal(ErrorKind.VIEW_NOT_FOUND, "view_not_found");
  assert.ok(Object.isFrozen(ErrorKind));
});
