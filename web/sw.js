// Offline support: caches the whole build (runtime, app, engine) on first visit, serves it from the
// cache afterwards. The cache is named after the build version, so a new release installs a new
// cache and the old one is deleted when it takes over. The start-up snapshot is stored unzipped, so
// later visits skip the gunzip (web/js/pyodide-boot.js takes either form).
const VERSION = "__BUILD_VERSION__";
const CACHE = `boardlab-${VERSION}`;

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const build = await (await fetch("./build.json", { cache: "no-store" })).json();
      const cache = await caches.open(CACHE);
      await cache.addAll(["./", ...build.files.filter((f) => f !== build.snapshot).map((f) => `./${f}`)]);
      if (build.snapshot) await cacheUnzipped(cache, `./${build.snapshot}`).catch(() => {}); // optional
      await self.skipWaiting();
    })(),
  );
});

async function cacheUnzipped(cache, url) {
  const response = await fetch(url);
  if (!response.ok) return; // the page starts without it
  const unzipped = await new Response(response.body.pipeThrough(new DecompressionStream("gzip"))).blob();
  await cache.put(url, new Response(unzipped, { headers: { "Content-Type": "application/octet-stream" } }));
}

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key.startsWith("boardlab-") && key !== CACHE) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET" || new URL(req.url).origin !== self.location.origin) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      const hit = await cache.match(req, { ignoreSearch: true });
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
