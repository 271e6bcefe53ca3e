// Share links on the page: a "Copy link" button per tool, and opening a link on arrival.

import { h } from "./dom.js";
import { banner } from "./page.js";
import { decodeState, encodeState, linkFor, LinkError } from "./share.js";

export function addShareButton(wb) {
  const btn = h("button", { type: "button", "data-testid": `share-${wb.tool}`, text: "Copy link" });
  const out = h("input", { type: "text", readonly: true, class: "share-link", "data-testid": `share-link-${wb.tool}`, "aria-label": "Share link", hidden: true });
  btn.addEventListener("click", async () => {
    const fragment = await encodeState({ tool: wb.tool, text: wb.input.value, options: wb.getOptions() });
    const url = linkFor(fragment);
    out.value = url;
    out.hidden = false;
    try {
      await navigator.clipboard.writeText(url);
      btn.textContent = "Link copied";
    } catch (_) {
      btn.textContent = "Copy the link below";
      out.select();
    }
    setTimeout(() => (btn.textContent = "Copy link"), 2500);
  });
  wb.extraActions.append(btn, out);
}

/** Open the link in the address bar, if any: select its tool and load its input and options. */
export async function applyLink(ctx, tools, selectTool) {
  const fragment = location.hash.slice(1);
  if (!fragment) return false;
  try {
    const state = await decodeState(fragment, tools);
    selectTool(state.tool);
    ctx[state.tool].wb.openLink(state.text, state.options);
    // The link has been applied; from now on the saved input is what a reload restores.
    history.replaceState(null, "", location.pathname + location.search);
    return true;
  } catch (err) {
    banner(err instanceof LinkError ? err.message : "This link could not be opened.");
    return false;
  }
}
