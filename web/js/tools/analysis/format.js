// Words for the analysis tool (the engine writes every number: the reply's `texts`).

export const turns = (n, word = "turn") => `${n} ${word}${n === 1 ? "" : "s"}`;

export function rulesText(rules) {
  if (!rules) return "";
  const start = rules.start === "off" ? "start off the board" : "start on the first square";
  const end = { exact: "exact landing", overshoot: "overshoot finishes", bounce: "bounce back" }[rules.end] || rules.end;
  return `${rules.faces}-sided die · ${start} · ${end}${rules.chain ? " · chained jumps" : ""}`;
}
