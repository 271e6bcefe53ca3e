// Guards on a tool's editor: a paste longer than the engine's page_text_chars limit is refused
// before the browser lays it out (the length is checked first, the limit named), and a save the
// browser refused (storage full or disabled) is said under the editor.

import { h } from "./dom.js";
import { limit } from "./limits.js";

const fmt = (n) => n.toLocaleString("en");

export function guardInput(wb) {
  wb.input.addEventListener("paste", (ev) => {
    const max = limit("page_text_chars");
    const text = ev.clipboardData?.getData("text") ?? "";
    if (max === null || text.length <= max) return;
    ev.preventDefault();
    wb.showError({ error: { message: `Not pasted: the text is ${fmt(text.length)} characters; the page takes at most ${fmt(max)} (limit page_text_chars). Use the command line for bigger inputs.` } });
  });
  const note = h("p", { class: "save-failed", role: "status", "data-testid": `save-failed-${wb.tool}`, hidden: true, text: "Not saved: this browser refused to store the input (storage full or disabled). It stays on the page until you close it." });
  wb.input.closest(".editor")?.after(note);
  wb.panel.addEventListener("saved", (ev) => (note.hidden = ev.detail.ok));
}
