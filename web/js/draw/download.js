// Take a drawing with you: every drawing (a root <svg role="img">: boards, routes, flow frames,
// charts, the hex grid) gets an "SVG" and a "PNG" button right after it.
//
// The SVG file is the live drawing serialised, with each element's computed style written inline
// (so it looks the same outside the page); the PNG is that file painted on a canvas. Nothing is
// read back from the drawing to learn a number: only its look is copied.

import { addStylesheet, h } from "../core/dom.js";

const STYLE = ["fill", "fill-opacity", "stroke", "stroke-width", "stroke-dasharray", "stroke-linecap", "stroke-linejoin", "stroke-opacity", "opacity", "font-family", "font-size", "font-weight", "text-anchor", "dominant-baseline", "paint-order", "visibility", "display"];
const SVG_NS = "http://www.w3.org/2000/svg";
const FALLBACK_SIZE = [800, 600]; // CSS px, for a drawing that is not laid out (a hidden tab)

/** The drawing's box on screen (CSS pixels; the page's layout, not the drawing's content). */
function size(svg) {
  const box = svg.getBoundingClientRect();
  return box.width && box.height ? [box.width, box.height] : FALLBACK_SIZE;
}

/** The drawing as a standalone SVG document (text). */
export function svgFile(svg) {
  const copy = svg.cloneNode(true);
  const live = [svg, ...svg.querySelectorAll("*")];
  const copies = [copy, ...copy.querySelectorAll("*")];
  live.forEach((node, i) => {
    const cs = getComputedStyle(node);
    copies[i].setAttribute("style", STYLE.map((p) => `${p}:${cs.getPropertyValue(p)}`).join(";"));
  });
  const [w, h2] = size(svg);
  copy.setAttribute("xmlns", SVG_NS);
  copy.setAttribute("width", String(Math.round(w)));
  copy.setAttribute("height", String(Math.round(h2)));
  copy.style.background = "#ffffff";
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}`;
}

/** The drawing painted on a canvas at `scale` times its size on screen: a PNG Blob. */
export async function pngBlob(svg, scale = 2) {
  const [w, hh] = size(svg);
  const url = URL.createObjectURL(new Blob([svgFile(svg)], { type: "image/svg+xml" }));
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(w * scale);
    canvas.height = Math.round(hh * scale);
    const ctx = canvas.getContext("2d");
    ctx.fillStyle = "#ffffff";
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
    return await new Promise((resolve) => canvas.toBlob(resolve, "image/png"));
  } finally {
    URL.revokeObjectURL(url);
  }
}

function save(blob, name) {
  const url = URL.createObjectURL(blob);
  const a = h("a", { href: url, download: name, hidden: true });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file name for the drawing: boardlab-<tool>-<what>. */
function fileName(svg) {
  const tool = svg.closest("[data-tool]")?.dataset.tool || "page";
  const what = svg.parentElement?.closest("[data-testid]")?.dataset.testid || svg.getAttribute("class")?.split(" ")[0] || "drawing";
  return `boardlab-${tool}-${what}`.replace(/[^a-z0-9-]+/gi, "-");
}

/** The two buttons for `svg`. */
export function downloadBar(svg) {
  const name = fileName(svg);
  const svgBtn = h("button", { type: "button", class: "download", "data-testid": "download-svg", text: "SVG", title: "Download this drawing as SVG" });
  const pngBtn = h("button", { type: "button", class: "download", "data-testid": "download-png", text: "PNG", title: "Download this drawing as PNG" });
  const bar = h("span", { class: "downloads", role: "group", "aria-label": "Download this drawing" }, "Download ", svgBtn, pngBtn);
  bar.drawing = svg;
  svgBtn.addEventListener("click", () => save(new Blob([svgFile(svg)], { type: "image/svg+xml" }), `${name}.svg`));
  pngBtn.addEventListener("click", async () => save(await pngBlob(svg), `${name}.png`));
  return bar;
}

function isDrawing(node) {
  return node instanceof SVGSVGElement && !node.ownerSVGElement && node.getAttribute("role") === "img";
}

const bars = new WeakMap(); // drawing -> its bar

function drawingsIn(node) {
  if (!(node instanceof Element)) return [];
  if (isDrawing(node)) return [node];
  return node instanceof SVGElement ? [] : [...node.querySelectorAll('svg[role="img"]')].filter(isDrawing);
}

/** Give each drawing under `node` its bar (once, right after it). */
function equip(node) {
  for (const svg of drawingsIn(node)) {
    if (svg.nextElementSibling?.drawing === svg) continue;
    const bar = downloadBar(svg);
    bars.set(svg, bar);
    svg.after(bar);
  }
}

/** A drawing taken out of the page takes its bar along. */
function unequip(node) {
  for (const svg of drawingsIn(node)) {
    const bar = bars.get(svg);
    if (bar && !svg.isConnected) bar.remove();
  }
}

/** Watch `root` for drawings and add a download bar next to each (for the page's life). */
export function watchDrawings(root = document.body) {
  addStylesheet("./css/download.css");
  equip(root);
  new MutationObserver((records) => {
    for (const r of records) {
      for (const node of r.removedNodes) unequip(node);
      for (const node of r.addedNodes) equip(node);
    }
  }).observe(root, { childList: true, subtree: true });
}
