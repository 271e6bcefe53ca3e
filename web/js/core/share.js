// Share links: the tool, its input and its options, deflated and base64url-encoded into the URL
// fragment (#v1.<data>), so nothing is sent to any server and a 32x32 board fits in a chat message.
// A browser without CompressionStream writes the JSON uncompressed (#v0.<data>), which every browser
// opens. Decoding checks everything: a corrupt, truncated or oversized link gets a clear message.

export const LINK_LIMITS = { fragmentChars: 200_000, textChars: 2_000_000 };
const PREFIX = "v1.";
const PLAIN = "v0.";
const compresses = () => typeof CompressionStream === "function" && typeof DecompressionStream === "function";

async function pipe(bytes, stream) {
  const out = new Blob([bytes]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

function toBase64Url(bytes) {
  let bin = "";
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text) {
  const b64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const bin = atob(b64 + "===".slice((b64.length + 3) % 4));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

export async function encodeState(state) {
  const json = new TextEncoder().encode(JSON.stringify(state));
  if (!compresses()) return PLAIN + toBase64Url(json);
  return PREFIX + toBase64Url(await pipe(json, new CompressionStream("deflate-raw")));
}

export class LinkError extends Error {}

/** The state in a fragment (without '#'), or null when there is none; throws LinkError when it is unusable. */
export async function decodeState(fragment, tools) {
  if (!fragment) return null;
  const plain = fragment.startsWith(PLAIN);
  if (!plain && !fragment.startsWith(PREFIX)) throw new LinkError("This link's data is not a Boardlab share link (it may have been cut or changed).");
  if (fragment.length > LINK_LIMITS.fragmentChars) throw new LinkError(`This link is too large (${fragment.length.toLocaleString()} characters; the limit is ${LINK_LIMITS.fragmentChars.toLocaleString()}).`);
  if (!plain && !compresses()) throw new LinkError("This link is compressed and this browser cannot uncompress it (no DecompressionStream): open it in a current Chrome, Edge, Firefox or Safari.");
  let state;
  try {
    const bytes = fromBase64Url(fragment.slice(PREFIX.length));
    state = JSON.parse(new TextDecoder().decode(plain ? bytes : await inflate(bytes)));
  } catch (err) {
    if (err instanceof LinkError) throw err;
    throw new LinkError("This link is damaged or incomplete (it may have been cut when it was pasted), so it could not be opened.");
  }
  if (!state || typeof state !== "object" || !tools.includes(state.tool) || typeof state.text !== "string" || (state.options && typeof state.options !== "object")) {
    throw new LinkError("This link does not describe a Boardlab tool and its input.");
  }
  if (state.text.length > LINK_LIMITS.textChars) throw new LinkError(`This link holds ${state.text.length.toLocaleString()} characters of input; the limit is ${LINK_LIMITS.textChars.toLocaleString()}.`);
  return { tool: state.tool, text: state.text, options: state.options || {} };
}

/** The bytes of a deflated link, refused once they pass the size a link may hold. */
async function inflate(bytes) {
  const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw")).getReader();
  const chunks = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > LINK_LIMITS.textChars * 4) throw new LinkError(`This link holds more than ${LINK_LIMITS.textChars.toLocaleString()} characters of input, the limit for a link.`);
    chunks.push(value);
  }
  return new Uint8Array(await new Blob(chunks).arrayBuffer());
}

export function linkFor(fragment) {
  return `${location.origin}${location.pathname}#${fragment}`;
}
