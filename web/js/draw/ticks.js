// Round tick values for chart axes.

/** Ticks from 0 at a round step (1, 2 or 5 times a power of ten), about `count` of them, the last >= top. */
export function niceTicks(top, count = 5) {
  if (!(top > 0)) return [0];
  const raw = top / count;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((k) => k * mag).find((s) => s >= raw) || 10 * mag;
  const ticks = [];
  for (let i = 0; ; i++) {
    const v = +(i * step).toPrecision(12);
    ticks.push(v);
    if (v >= top * (1 - 1e-9)) return ticks;
  }
}

/** Whole-number ticks from 0 up to `max` (never past it), about six steps. */
export function wholeTicks(max) {
  const raw = max / 6;
  const mag = 10 ** Math.floor(Math.log10(raw || 1));
  const step = Math.max(1, [1, 2, 5, 10].map((k) => k * mag).find((s) => s >= raw) || mag * 10);
  const out = [];
  for (let t = 0; t <= max + 1e-9; t += step) out.push(Math.round(t));
  return out;
}

/** Powers of ten (as exponents) from lo to 0, at most about seven of them. */
export function decades(lo) {
  const step = Math.max(1, Math.ceil(-lo / 6));
  const out = [];
  for (let e = 0; e >= lo; e -= step) out.push(e);
  return out;
}
