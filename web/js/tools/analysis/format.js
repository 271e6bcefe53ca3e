// Number formats for the analysis tool (display only: the engine computes the numbers).

export const fixed = (v, d = 2) => (v === null || v === undefined || !Number.isFinite(v) ? "–" : v.toFixed(d));
export const pct = (p, d = 2) => (p === null || p === undefined || !Number.isFinite(p) ? "–" : `${(100 * p).toFixed(d)} %`);
export const turns = (n, word = "turn") => `${n} ${word}${n === 1 ? "" : "s"}`;

export function rulesText(rules) {
  if (!rules) return "";
  const start = rules.start === "off" ? "start off the board" : "start on the first square";
  const end = { exact: "exact landing", overshoot: "overshoot finishes", bounce: "bounce back" }[rules.end] || rules.end;
  return `${rules.faces}-sided die · ${start} · ${end}${rules.chain ? " · chained jumps" : ""}`;
}
