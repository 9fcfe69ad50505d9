// worker.js -- the engine's thread: loads libpuzc built for WebAssembly
// (puzc.js, puzc.wasm: make web) and runs the page's calls (the pw_
// functions of wasm/page_api.c, each answering one JSON object) one at a
// time, so that the page never waits on a search. The page keeps two:
// one for the live check and picture as you type, one for the long calls,
// which the Stop button (or the time limit) ends by terminating it and
// starting another.
//
// Messages in:  {module} first: the page compiles puzc.wasm once and
//               hands the compiled module to each worker (null: the
//               worker fetches and compiles it itself); then
//               {id, fn, args}   fn: "info", "check", "solve", ...
// Messages out: {ready: true, ms} once loaded; then {id, result, ms} per
//               call (result: the parsed answer), or {id, crash} when the
//               module aborted (out of memory past 2 GB, a bug).
'use strict';
// (names here must not be puzc.js's globals: it defines run, ready ...)
const SIGNATURES = {
    info: [],
    check: ['string'],
    solve: ['string', 'string', 'string', 'number', 'number', 'number', 'number'],
    emit: ['string', 'string', 'string'],
    decode: ['string', 'string'],
    generate: ['string', 'number'],
    rate: ['string', 'string', 'number'],
};
const started = performance.now();
const queue = [];
let ready = false;
let dead = null;

function serve(msg) {
    if (dead) {
        postMessage({id: msg.id, crash: dead});
        return;
    }
    const t = performance.now();
    try {
        const text = Module.ccall('pw_' + msg.fn, 'string', SIGNATURES[msg.fn], msg.args);
        postMessage({id: msg.id, result: JSON.parse(text), ms: performance.now() - t});
    } catch (e) {
        dead = String(e && e.message || e);
        postMessage({id: msg.id, crash: dead});
    }
}

var Module = {
    print: () => {},
    printErr: (line) => { if (!ready) console.warn(line); },
    onAbort: (what) => { dead = 'the engine stopped: ' + what; },
    onRuntimeInitialized: () => {
        ready = true;
        postMessage({ready: true, ms: performance.now() - started});
        while (queue.length) serve(queue.shift());
    },
};

// (a listener, not onmessage: puzc.js sets that for its own use)
self.addEventListener('message', (e) => {
    if ('module' in e.data) {
        boot(e.data.module);
    } else if (!SIGNATURES[e.data.fn]) {
        postMessage({id: e.data.id, crash: 'no call ' + e.data.fn});
    } else if (ready) {
        serve(e.data);
    } else {
        queue.push(e.data);
    }
});

// puzc.js instantiates the page's compiled module (instantiateWasm: its
// hook for a module made elsewhere) or, without one, loads puzc.wasm
function boot(compiled) {
    if (compiled) {
        Module.instantiateWasm = (imports, receive) => {
            WebAssembly.instantiate(compiled, imports).then((instance) => receive(instance, compiled),
                (e) => { dead = 'the engine could not start: ' + e; });
            return {};
        };
    }
    importScripts('puzc.js');
}
