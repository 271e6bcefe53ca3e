// Text inside a drawing stays readable however far the drawing is scaled: each watched SVG gets
// --u, the number of its own units in one CSS pixel, so the style sheets can size its text as
// calc(18px * var(--u)) and a projector never shows text under 18 px. Only the drawing's rendered
// width is read (layout), never anything it shows.

const unitsWide = new WeakMap();
const observer =
  typeof ResizeObserver === "undefined"
    ? null
    : new ResizeObserver((entries) => {
        const scales = [];
        for (const e of entries) {
          const [w, h] = unitsWide.get(e.target) || [0, 0];
          const { width, height } = e.contentRect;
          // The drawing keeps its proportions inside its box: the tighter side sets the scale.
          if (w && width > 0 && height > 0) scales.push([e.target, Math.max(w / width, h / height).toFixed(4)]);
        }
        // Set in the next frame: a change of text size inside the observer's callback would be a
        // resize loop (WebKit reports "ResizeObserver loop completed" as a page error).
        requestAnimationFrame(() => {
          for (const [svg, u] of scales) if (svg.style.getPropertyValue("--u") !== u) svg.style.setProperty("--u", u);
        });
      });

/** Keep `svg` (its viewBox `w` x `h` units) telling its style sheet its scale. */
export function readable(svg, w, h) {
  unitsWide.set(svg, [w, h]);
  if (observer) observer.observe(svg);
  return svg;
}
