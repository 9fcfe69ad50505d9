// app.js -- the playground's page: the editor, the live check and
// picture, and the buttons, each a call into libpuzc run by a Web Worker
// (worker.js). Nothing here knows the language or the backends: the
// backends, their option tables and the generator's settings come from the
// library (pw_info), errors and pictures from its compiler and renderer.
'use strict';

const $ = (id) => document.getElementById(id);
const PAGE = 20;               // solutions a page of "All"
const STORE = 'puzc.model';    // localStorage key of the model

// ---- the engine's code: puzc.wasm compiled once for every worker (and
// for a worker started again after Stop); null where the browser cannot
// (a server without the wasm type): each worker then loads it itself ----
const compiled = (WebAssembly.compileStreaming ? WebAssembly.compileStreaming(fetch('puzc.wasm'))
                                               : Promise.reject(new Error('no streaming')))
    .catch(() => fetch('puzc.wasm').then((r) => r.arrayBuffer()).then((b) => WebAssembly.compile(b)))
    .catch(() => null);

// ---- an engine: one worker, calls answered in order ----
class Engine {
    constructor(name) {
        this.name = name;
        this.start();
    }
    start() {
        this.worker = new Worker('worker.js');
        const w = this.worker;
        compiled.then((module) => w.postMessage({module}));
        this.pending = new Map();
        this.next = 1;
        this.ready = new Promise((resolve) => { this.onready = resolve; });
        this.worker.onmessage = (e) => {
            const m = e.data;
            if (m.ready) {
                this.loadMs = m.ms;
                this.onready(m.ms);
                return;
            }
            const p = this.pending.get(m.id);
            if (!p) return;
            this.pending.delete(m.id);
            if (m.crash) p.reject(new Error(m.crash));
            else p.resolve(Object.assign(m.result, {ms: m.ms}));
        };
        this.worker.onerror = (e) => {
            for (const p of this.pending.values()) p.reject(new Error(e.message || 'worker failed'));
            this.pending.clear();
        };
    }
    call(fn, args) {
        const id = this.next++;
        return new Promise((resolve, reject) => {
            this.pending.set(id, {resolve, reject});
            this.worker.postMessage({id, fn, args});
        });
    }
    // Stop: the worker is ended (whatever it computes) and a fresh one started
    restart(why) {
        this.worker.terminate();
        for (const p of this.pending.values()) p.reject(new Error(why));
        this.start();
    }
}

const live = new Engine('live');  // the check and picture as you type
const runner = new Engine('run'); // solve, count, emit, generate, rate
let info = null;                  // pw_info: backends, options, settings
let busy = null;                  // the long call running: {timer}
let checkSeq = 0, lastCheck = null, allFrom = 0;

// what the tests read (tests/web/run.js)
// (marks: performance.now() when each worker was ready and the first check
// drawn)
window.puzcPage = {ready: null, firstSolveAt: null, last: null, runs: 0, marks: {}};

// ---- the model: editor, URL, local storage ----
function encodeModel(text) {
    const bytes = new TextEncoder().encode(text);
    let s = '';
    for (const b of bytes) s += String.fromCharCode(b);
    return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
function decodeModel(s) {
    const bin = atob(s.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
}
function initialModel() {
    const m = location.hash.match(/[#&]model=([^&]*)/);
    if (m) {
        try { return decodeModel(m[1]); } catch (e) { /* a bad link: fall through */ }
    }
    const saved = localStorage.getItem(STORE);
    if (saved !== null) return saved;
    return typeof PUZC_MODELS !== 'undefined' && PUZC_MODELS.sudoku_9x9_hard || 'sudoku 3x3\n';
}
function keep(text) {
    try { localStorage.setItem(STORE, text); } catch (e) { /* private mode: no storage */ }
    history.replaceState(null, '', '#model=' + encodeModel(text));
}

// ---- the editor's gutter and errors ----
const editor = $('editor'), gutter = $('gutter');
let badLines = new Set();
// the errors' places under the editor: each error line tinted, the text
// from its column to the end of the word underlined (a place past the end
// of its line: one blank after it)
let marked = [];
function drawMarks() {
    const byLine = new Map();
    for (const d of marked) if (!byLine.has(d.line)) byLine.set(d.line, d.col);
    const lines = editor.value.split('\n');
    let html = '';
    lines.forEach((text, i) => {
        const col = byLine.get(i + 1);
        if (col === undefined) {
            html += escapeHtml(text) + '\n';
            return;
        }
        const at = Math.min(Math.max(col - 1, 0), text.length);
        const word = text.slice(at).match(/^\S*/)[0] || ' ';
        html += '<span class="line">' + escapeHtml(text.slice(0, at)) + '<span class="at">' +
                escapeHtml(word) + '</span>' + escapeHtml(text.slice(at + word.length)) + '</span>\n';
    });
    $('marks').innerHTML = html;
    syncScroll();
}
function syncScroll() {
    gutter.scrollTop = editor.scrollTop;
    $('marks').scrollTop = editor.scrollTop;
    $('marks').scrollLeft = editor.scrollLeft;
}
function drawGutter() {
    const n = editor.value.split('\n').length;
    let html = '';
    for (let i = 1; i <= n; i++) html += badLines.has(i) ? `<span class="bad">${i}</span>\n` : i + '\n';
    gutter.innerHTML = html;
    syncScroll();
}
function escapeHtml(s) {
    return s.replace(/[&<>"]/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'})[c]);
}
function goTo(line, col) {
    const lines = editor.value.split('\n');
    let at = 0;
    for (let i = 0; i < line - 1 && i < lines.length; i++) at += lines[i].length + 1;
    at += Math.max(0, col - 1);
    editor.focus();
    editor.setSelectionRange(at, at);
}
function showDiags(diags, okText) {
    const ul = $('errors');
    ul.innerHTML = '';
    badLines = new Set();
    marked = diags.filter((d) => d.line && d.severity === 'error');
    for (const d of diags) {
        const li = document.createElement('li');
        li.className = d.severity || 'warning';
        li.textContent = d.line ? `${d.line}:${d.col}: ${d.severity || 'warning'}: ${d.message}`
                                : `${d.severity || 'error'}: ${d.message}`;
        if (d.line) {
            li.onclick = () => goTo(d.line, d.col);
            if (d.severity === 'error') badLines.add(d.line);
        }
        ul.appendChild(li);
    }
    if (!diags.length && okText) {
        const li = document.createElement('li');
        li.className = 'ok';
        li.textContent = okText;
        ul.appendChild(li);
    }
    drawGutter();
    drawMarks();
}

// ---- the live check: compile and draw at each pause in typing ----
let checkTimer = null;
function scheduleCheck() {
    clearTimeout(checkTimer);
    if (marked.length) { // the places moved with the edit: drawn again after the check
        marked = [];
        drawMarks();
    }
    if (!busy) { // answers about the text before the edit go
        setStatus('');
        $('solutions').innerHTML = '';
        $('pager').hidden = true;
        $('emitted').hidden = true;
        $('download').hidden = true;
        $('emitinfo').textContent = '';
    }
    checkTimer = setTimeout(check, 120);
    drawGutter();
}
async function check() {
    const text = editor.value, seq = ++checkSeq;
    keep(text);
    await live.ready;
    const r = await live.call('check', [text]);
    if (seq !== checkSeq) return; // typed on meanwhile
    lastCheck = r;
    window.puzcPage.check = r;
    if (r.error) {
        showDiags(r.error.diags);
        $('picture').classList.add('stale'); // the last picture, of the text before the error
        document.body.dataset.check = 'error';
    } else {
        const w = r.warnings.map((x) => Object.assign({severity: 'warning'}, x));
        showDiags(w, `${r.kind} ${r.rows}x${r.cols}${r.name ? ' "' + r.name + '"' : ''}: ` +
                     `${r.givens} givens, ${r.constraints} constraints`);
        $('picture').innerHTML = r.svg || '';
        $('picture').classList.remove('stale');
        document.body.dataset.check = 'ok';
    }
    document.body.dataset.checked = String(seq);
}

// ---- option pickers from the library's tables ----
function optionField(o, prefix) {
    const label = document.createElement('label');
    label.title = o.help;
    let input;
    if (o.kind === 'choice') {
        input = document.createElement('select');
        for (const v of o.values) input.add(new Option(v, v));
    } else if (o.kind === 'flag') {
        input = document.createElement('input');
        input.type = 'checkbox';
    } else {
        input = document.createElement('input');
        input.type = 'number';
        input.min = '0';
        input.step = o.kind === 'real' ? 'any' : '1';
        input.placeholder = 'default';
    }
    input.dataset.opt = o.name;
    input.dataset.kind = o.kind;
    input.id = prefix + o.name;
    label.append(o.kind === 'flag' ? '' : o.name + ' ', input, o.kind === 'flag' ? ' ' + o.name : '');
    return label;
}
function optionText(box) {
    const lines = [];
    for (const el of box.querySelectorAll('[data-opt]')) {
        const o = el.dataset;
        if (o.kind === 'flag') {
            if (el.checked) lines.push(o.opt);
        } else if (o.kind === 'choice') {
            if (el.selectedIndex > 0) lines.push(o.opt + '=' + el.value);
        } else if (el.value !== '') {
            lines.push(o.opt + '=' + el.value);
        }
    }
    return lines.join('\n');
}
function showOptions() {
    const b = info.backends.find((x) => x.name === $('backend').value);
    const box = $('opts');
    box.innerHTML = '';
    for (const o of b.options) box.appendChild(optionField(o, 'opt-'));
    $('count').disabled = !b.count;
    $('all').disabled = !b.count;
}

// ---- long calls: the runner, its time limit and Stop ----
function seconds() {
    const v = parseFloat($('timelimit').value);
    return v > 0 ? v : 0;
}
function setStatus(text, err) {
    const s = $('status');
    s.textContent = text;
    s.className = 'status' + (err ? ' err' : '');
}
async function longCall(fn, args, label) {
    if (busy) return null;
    const limit = seconds();
    setStatus(label + '…');
    $('stop').disabled = false;
    document.body.dataset.busy = '1';
    // the library stops itself at the limit; past it by 3 s (a build that
    // does not look at the clock), the worker is ended as Stop ends it
    busy = {timer: limit ? setTimeout(() => stop('time limit of ' + limit + ' s reached'),
                                       (limit + 3) * 1000) : null};
    const t = performance.now();
    try {
        const r = await runner.call(fn, args);
        r.wall = performance.now() - t;
        return r;
    } catch (e) {
        setStatus(e.message, true);
        return null;
    } finally {
        if (busy && busy.timer) clearTimeout(busy.timer);
        busy = null;
        $('stop').disabled = true;
        delete document.body.dataset.busy;
        window.puzcPage.runs++;
    }
}
function stop(why) {
    if (!busy) return;
    runner.restart(why || 'stopped');
}
function showError(r) {
    setStatus(r.error.text, true);
    if (r.error.diags.length) showDiags(r.error.diags);
    window.puzcPage.last = r;
    return true;
}

function ms(x) {
    return x < 10 ? x.toFixed(2) + ' ms' : x < 10000 ? x.toFixed(0) + ' ms' : (x / 1000).toFixed(1) + ' s';
}
async function solve(mode) {
    const clicked = performance.now();
    const backend = $('backend').value;
    const opts = optionText($('opts'));
    const limit = mode === 'count' ? Math.max(1, parseInt($('countlimit').value, 10) || 1) : 1;
    const from = mode === 'all' ? allFrom : 0, size = mode === 'all' ? PAGE : 0;
    const r = await longCall('solve', [editor.value, backend, opts, limit, from, size, seconds()],
                             mode === 'count' ? 'Counting' : 'Solving');
    if (!r) return;
    window.puzcPage.last = r;
    if (window.puzcPage.firstSolveAt === null && !r.error) window.puzcPage.firstSolveAt = performance.now();
    $('solutions').innerHTML = '';
    $('pager').hidden = true;
    if (r.error) return showError(r);
    const sizes = Object.entries(r.sizes).map(([k, v]) => `${v} ${k}`).join(' ');
    const took = `${backend}: ${ms(r.wall)} in the page (build ${ms(r.build_ms)}, search ${ms(r.solve_ms)}, ` +
                 `${sizes ? sizes + ', ' : ''}${r.effort} ${r.effort_name})`;
    let what;
    if (mode === 'solve') {
        what = r.status === 'solved' ? 'Solved' : r.status === 'no solution' ? 'No solution'
                                                : 'Stopped: ' + r.stopped;
    } else if (mode === 'count') {
        what = r.complete ? `${r.solutions} solution${r.solutions === 1 ? '' : 's'}`
                          : `at least ${r.solutions} solutions` +
                            (r.stopped ? ' (' + r.stopped + ')' : ' (the limit)');
    } else {
        const more = r.solutions > from + PAGE;
        what = r.grids.length ? `Solutions ${from + 1}–${from + r.grids.length}` +
                                (more ? ' of more' : ' of ' + r.solutions) +
                                (r.status === 'stopped' && r.stopped ? ' (' + r.stopped + ')' : '')
                              : 'No solutions' + (from ? ' past ' + from : '');
        $('pager').hidden = false;
        $('prev').disabled = from === 0;
        $('next').disabled = !more;
        $('pageinfo').textContent = `page ${from / PAGE + 1}`;
        for (const g of r.grids) {
            const li = document.createElement('li');
            li.textContent = g;
            $('solutions').appendChild(li);
        }
        $('solutions').start = from + 1;
    }
    setStatus(what + ' — ' + took + (r.note ? '; ' + r.note : ''));
    $('status').dataset.grid = r.grid || '';
    if (r.svg) $('picture').innerHTML = r.svg;
    // click to answer on screen: the call, the answer's transfer, the
    // picture put in the page and laid out (read back: forces the layout)
    void $('picture').getBoundingClientRect().height;
    r.shown = performance.now() - clicked;
}
async function rate() {
    const r = await longCall('rate', [editor.value, optionText($('rateopts')), seconds()], 'Rating');
    if (!r) return;
    window.puzcPage.last = r;
    if (r.error) return showError(r);
    const techs = Object.entries(r.techniques).map(([k, v]) => `${k} ${v}`).join(', ');
    setStatus(r.status === 'solved'
        ? `Rated ${r.level} (score ${r.score}, hardest: ${r.hardest || 'none'}, ${r.guesses} guesses` +
          `${r.unique === 1 ? ', one solution' : r.unique === 0 ? ', NOT unique' : ''}): ${techs}`
        : 'Rating: ' + r.status);
}
async function emit() {
    const fmt = $('format').value;
    const writer = info.backends.find((b) => b.formats.includes(fmt));
    const opts = writer && writer.name === $('backend').value ? optionText($('opts')) : '';
    const r = await longCall('emit', [editor.value, fmt, opts], 'Emitting ' + fmt);
    if (!r) return;
    window.puzcPage.last = r;
    if (r.error) return showError(r);
    const pre = $('emitted');
    pre.hidden = false;
    pre.textContent = r.text.length > 200000 ? r.text.slice(0, 200000) + '\n… (the download has it all)' : r.text;
    const a = $('download');
    if (a.href) URL.revokeObjectURL(a.href);
    a.href = URL.createObjectURL(new Blob([r.text], {type: 'text/plain'}));
    const name = (lastCheck && lastCheck.name || 'model').replace(/[^A-Za-z0-9_-]+/g, '_');
    a.download = `${name}.${fmt}`;
    a.textContent = 'Download ' + a.download;
    a.hidden = false;
    $('emitinfo').textContent = `${r.text.length} bytes, ${r.text.split('\n').length - 1} lines (${r.backend} backend, ${ms(r.wall)})`;
    setStatus(`Emitted ${fmt}`);
}
async function decode() {
    const r = await longCall('decode', [editor.value, $('answer').value], 'Decoding');
    if (!r) return;
    window.puzcPage.last = r;
    if (r.error) return showError(r);
    setStatus(`The answer (${r.format}): ${r.answer}` + (r.note ? ' — ' + r.note : '') +
              (r.answer === 'no solution' ? '' : ', verified'));
    $('status').dataset.grid = r.grid || '';
    if (r.svg) $('picture').innerHTML = r.svg;
}
async function generate() {
    const r = await longCall('generate', [optionText($('genopts')), seconds()], 'Generating');
    if (!r) return;
    window.puzcPage.last = r;
    if (r.error) return showError(r);
    if (r.status !== 'solved') return setStatus('Generate: ' + (r.why || r.status), true);
    editor.value = r.model;
    check();
    setStatus(`Generated: ${r.clues} clues${r.level ? ', ' + r.level : ''}${r.missed ? ' (not the level asked: ' + r.why + ')' : ''}, in ${ms(r.sec * 1000)}`);
}

// ---- wiring ----
function setup() {
    editor.value = initialModel();
    editor.addEventListener('input', scheduleCheck);
    editor.addEventListener('scroll', syncScroll);
    editor.addEventListener('keyup', showPos);
    editor.addEventListener('click', showPos);
    editor.addEventListener('keydown', (e) => {
        if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            solve('solve');
        } else if (e.key === 'Tab') {
            e.preventDefault();
            editor.setRangeText('    ', editor.selectionStart, editor.selectionEnd, 'end');
            scheduleCheck();
        }
    });
    drawGutter();
    if (typeof PUZC_MODELS !== 'undefined')
        for (const name of Object.keys(PUZC_MODELS)) $('examples').add(new Option(name, name));
    $('examples').onchange = () => {
        const name = $('examples').value;
        if (!name) return;
        editor.value = PUZC_MODELS[name];
        scheduleCheck();
    };
    $('share').onclick = async () => {
        keep(editor.value);
        try {
            await navigator.clipboard.writeText(location.href);
            setStatus('Link copied: it holds the model.');
        } catch (e) {
            setStatus('The link in the address bar holds the model.');
        }
    };
    $('solve').onclick = () => solve('solve');
    $('count').onclick = () => solve('count');
    $('all').onclick = () => { allFrom = 0; solve('all'); };
    $('prev').onclick = () => { allFrom = Math.max(0, allFrom - PAGE); solve('all'); };
    $('next').onclick = () => { allFrom += PAGE; solve('all'); };
    $('rate').onclick = rate;
    $('emit').onclick = emit;
    $('decode').onclick = decode;
    $('generate').onclick = generate;
    $('stop').onclick = () => stop('stopped');
    $('backend').onchange = showOptions;
    window.addEventListener('hashchange', () => {
        const m = location.hash.match(/[#&]model=([^&]*)/);
        if (m) {
            const text = decodeModel(m[1]);
            if (text !== editor.value) { editor.value = text; scheduleCheck(); }
        }
    });
    runner.ready.then(() => { window.puzcPage.marks.runner = performance.now(); });
    window.puzcPage.ready = live.ready.then(async () => {
        window.puzcPage.marks.live = performance.now();
        info = await live.call('info', []);
        $('version').textContent = info.version;
        for (const b of info.backends) if (b.solve) $('backend').add(new Option(b.name, b.name));
        for (const b of info.backends) for (const f of b.formats) $('format').add(new Option(`${f} (${b.name})`, f));
        showOptions();
        for (const o of info.generate) $('genopts').appendChild(optionField(o, 'gen-'));
        for (const o of info.rate) $('rateopts').appendChild(optionField(o, 'rate-'));
        $('engine').textContent = `engine ready in ${ms(live.loadMs)}`;
        await check();
        window.puzcPage.marks.checked = performance.now();
        return true;
    });
    if ('serviceWorker' in navigator && location.protocol.startsWith('http'))
        navigator.serviceWorker.register('sw.js').catch(() => {});
}
function showPos() {
    const before = editor.value.slice(0, editor.selectionStart).split('\n');
    $('pos').textContent = `line ${before.length}, column ${before[before.length - 1].length + 1}`;
}

setup();
