// sw.js -- the playground offline: the site's files kept in the browser's
// cache when first loaded and served from there after (the network asked
// first, so a rebuilt site is picked up when there is one).
'use strict';
const CACHE = 'puzc-playground';
const FILES = ['./', 'index.html', 'style.css', 'app.js', 'worker.js', 'models.js', 'puzc.js', 'puzc.wasm'];
self.addEventListener('install', (e) => {
    e.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES)).then(() => self.skipWaiting()));
});
self.addEventListener('activate', (e) => e.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (e) => {
    if (e.request.method !== 'GET') return;
    e.respondWith(fetch(e.request).then((r) => {
        if (r.ok && new URL(e.request.url).origin === location.origin) {
            const copy = r.clone();
            caches.open(CACHE).then((c) => c.put(e.request, copy));
        }
        return r;
    }).catch(() => caches.match(e.request, {ignoreSearch: true})));
});
