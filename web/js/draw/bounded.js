// A long text shown bounded: its first and last part with "…" between, and a "download all" link
// (a 1,024 x 1,024 board's route is over a million characters; the page must stay a few screens).

import { h } from "../core/dom.js";

/** Characters shown from each end of a text that is cut. */
const END_CHARS = 600;

/** Put `text` into `target` (cut in the middle when long); returns the download link or null. */
export function showBounded(target, text, { name = "all.txt", what = "all" } = {}) {
  if (target._url) URL.revokeObjectURL(target._url);
  target._url = null;
  if (text.length <= 3 * END_CHARS) {
    target.textContent = text;
    return null;
  }
  const cut = (text.length - 2 * END_CHARS).toLocaleString("en");
  target.textContent = `${text.slice(0, END_CHARS)} … (${cut} characters not shown) … ${text.slice(-END_CHARS)}`;
  target._url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
  return h("a", { href: target._url, download: name, class: "download-all", text: `download ${what} (${text.length.toLocaleString("en")} characters)` });
}
