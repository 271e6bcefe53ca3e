// Small DOM helpers: an HTML element builder and an SVG element builder.
//
// Rule: nothing from the user, a file or a link is ever inserted as HTML: only textContent.

const SVG = "http://www.w3.org/2000/svg";

/** h("button", {type: "button", text: "Run", onclick: fn}, ...children): an HTML element. */
export function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "text") node.textContent = v;
    else if (k === "class") node.className = v;
    else if (k.startsWith("on") && typeof v === "function") node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v === true ? "" : String(v));
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    node.appendChild(typeof c === "string" ? document.createTextNode(c) : c);
  }
  return node;
}

/** el("rect", {x, y}, parent): an SVG element, appended to `parent` when given. */
export function el(name, attrs = {}, parent = null) {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (parent) parent.appendChild(node);
  return node;
}

/** An SVG text element holding `text` (as text, never markup). */
export function svgText(parent, attrs, text) {
  const t = el("text", attrs, parent);
  t.textContent = text;
  return t;
}

/** "3 throws", "1 throw" (numbers in English digit groups). */
export function plural(n, word, many = `${word}s`) {
  return `${n.toLocaleString("en")} ${n === 1 ? word : many}`;
}

/** A tool's own stylesheet, added once. */
export function addStylesheet(href) {
  if (!document.querySelector(`link[href="${href}"]`)) document.head.append(h("link", { rel: "stylesheet", href }));
}

/** Run `fn` on Ctrl+Enter (or Cmd+Enter) in `input`. */
export function onCtrlEnter(input, fn) {
  input.addEventListener("keydown", (ev) => {
    if (ev.key === "Enter" && (ev.ctrlKey || ev.metaKey)) {
      ev.preventDefault();
      fn();
    }
  });
}

/** Select line `line` (1-based) of a textarea and scroll it into view. */
export function selectLine(textarea, line) {
  const lines = textarea.value.split("\n");
  let start = 0;
  for (let i = 0; i < line - 1 && i < lines.length; i++) start += lines[i].length + 1;
  const end = start + (lines[line - 1] || "").length;
  try {
    textarea.setSelectionRange(start, end);
    const lh = parseFloat(getComputedStyle(textarea).lineHeight) || 18;
    textarea.scrollTop = Math.max(0, (line - 3) * lh);
  } catch (_) {
    /* not focusable yet */
  }
}
