// Words for the games tool.

/** One log line: "P1 rolls 6: 0 -> 6, ladder L1 -> 35". */
export function moveText(m) {
  let s = `P${m.player} rolls ${m.roll}: ${m.from} -> ${m.landing}`;
  if (m.jump) s += `, ${m.kind || "jump"} ${m.jump} -> ${m.to}`;
  if (m.won) s += ", wins!";
  return s;
}
