// Offline support: caches the whole build (runtime, app, engine) on first visit, serves it from the
// cache afterwards. The cache is named after the build version, so a new release installs a new
// cache and the old one is deleted when it takes over.
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
