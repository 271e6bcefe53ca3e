// Numbers the page still works out itself that the engine's reply will carry (see engine/api/CONTRACT.md).

// engine-field: mean_exact_decimal — a fraction "p/q" as a decimal with `digits` decimals (exact long division, truncated).
export function fractionDecimal(text, digits = 12) {
  const m = /^(-?\d+)\/(\d+)$/.exec(text || "");
  if (!m) return null;
  let num = BigInt(m[1]);
  const den = BigInt(m[2]);
  const neg = num < 0n;
  if (neg) num = -num;
  const whole = num / den;
  let rest = num % den;
  let out = "";
  for (let i = 0; i < digits; i++) {
    rest *= 10n;
    out += String(rest / den);
    rest %= den;
  }
  return `${neg ? "-" : ""}${whole}${digits ? "." + out : ""}${rest ? "…" : ""}`;
}

// engine-field: limits.exact_squares — exact fractions are computed for boards up to this many squares.
export const EXACT_SQUARES = 144;
