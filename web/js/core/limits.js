// The engine's published limits (engine/limits.py through the `describe` request), read once the
// engine answers; until then `limit(name)` is null and the engine's own checks refuse big input.

import { call } from "../engine.js";

let table = null;

/** Ask the engine for its limits (once); resolves to the table {name: {value, doors, meaning}}. */
export async function loadLimits() {
  if (table) return table;
  const reply = await call("describe", "", {});
  if (reply?.ok) table = reply.result.limits;
  return table;
}

/** The value of limit `name`, or null before the engine has answered. */
export function limit(name) {
  return table?.[name]?.value ?? null;
}
