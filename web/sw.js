// Offline support: caches the whole build (runtime, app, engine) on first visit, serves it from the
// cache afterwards. The cache is named after the build version, so a new release installs a new
// cache and the old one is deleted when it takes over. The start-up snapshot (zero extents left out:
// tools/snapshot.mjs) is stored unzipped, so later visits skip the gunzip; web/js/pyodide-boot.js
// takes either form. The page (index.html's early-read hook) or else the loader reads the snapshot,
// Pyodide's standard library and its Wasm module from this cache itself, not through this worker.
const VERSION = "__BUILD_VERSION__";
const CACHE = `boardlab-${VERSION}`;

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const build = await (await fetch("./build.json", { cache: "no-store" })).json();
      const cache = await caches.open(CACHE);
      await cache.addAll(["./", ...build.files.map((f) => `./${f}`)]);
      await self.skipWaiting();
    })(),
  );
});

/** Replace the cached snapshot by its unzipped bytes, if the server sent it gzipped as plain bytes (a
 *  server that sent it with Content-Encoding: gzip had the browser unzip it already). Best effort,
 *  once active: a browser that stops the worker first leaves the gzipped copy, which works. (Not in
 *  install: done there, the offline cache never completed in Firefox on a loaded machine.) */
async function unzipSnapshot() {
  const cache = await caches.open(CACHE);
  const request = (await cache.keys()).find((r) => /\/snapshot-[0-9a-f]+\.bin$/.test(new URL(r.url).pathname));
  const stored = request && (await (await cache.match(request)).blob());
  const head = stored && new Uint8Array(await stored.slice(0, 2).arrayBuffer());
  if (!head || head[0] !== 0x1f || head[1] !== 0x8b) return;
  const unzipped = await new Response(stored.stream().pipeThrough(new DecompressionStream("gzip"))).blob();
  const headers = { "Content-Type": "application/octet-stream", "X-Boardlab-Unzipped": "1" }; // CRC-checked
  await cache.put(request, new Response(unzipped, { headers }));
}

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key.startsWith("boardlab-") && key !== CACHE) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
  // Not awaited: fetches wait for activation to finish, and this may take a second.
  unzipSnapshot().catch(() => {});
});

let opened = null; // the cache, opened once per start of this worker

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET" || new URL(req.url).origin !== self.location.origin) return;
  event.respondWith(
    (async () => {
      const cache = await (opened ||= caches.open(CACHE));
      // A match ignoring the query string scans the whole cache: only for a URL that has one.
      const hit = await cache.match(req, { ignoreSearch: new URL(req.url).search !== "" });
      if (hit) return hit;
      try {
        return await fetch(req);
      } catch (err) {
        if (req.mode === "navigate") {
          const page = await cache.match("./");
          if (page) return page;
        }
        throw err;
      }
    })(),
  );
});
