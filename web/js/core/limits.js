// The engine's published limits and option ranges (engine/limits.py and engine/api/tables.py),
// written by the engine into the build as engine.json, so the page has them before Python starts;
// if that file is missing, the `describe` request asks the engine. The page hard-codes no limit.

import { call } from "../engine.js";

let table = null;
let tools = {};

function keep(result) {
  if (!result?.limits) return null;
  table = result.limits;
  tools = result.tools || {};
  return table;
}

/** Read engine.json (once); resolves to the limits table {name: {value, doors, meaning}} or null. */
export async function loadEngineTable() {
  if (table) return table;
  try {
    const res = await fetch("./engine.json");
    if (res.ok) return keep(await res.json());
  } catch (_) {
    // fall through: ask the engine once it is up
  }
  return null;
}

/** The limits table, from engine.json or (without it) from the engine's `describe` reply. */
export async function loadLimits() {
  if (table || (await loadEngineTable())) return table;
  const reply = await call("describe", "", {});
  return reply?.ok ? keep(reply.result) : null;
}

/** The value of limit `name`, or null before the table is known. */
export function limit(name) {
  return table?.[name]?.value ?? null;
}

/** The engine's table entry for option `key` of `tool` ({min, max, default, choices, help}), or null. */
export function optionSpec(tool, key) {
  return (tools[tool]?.options || []).find((o) => o.name === key) || null;
}
