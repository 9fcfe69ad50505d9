// run.js SITE SHOTS PUZC -- the playground's tests in a real browser
// (tests/t_web.sh): the site (the folder SITE, make web's web/) served by
// `python3 -m http.server`, as docs/web.md serves it, and opened in
// Debian's chromium, headless, driven over the DevTools
// protocol through a pipe (--remote-debugging-pipe: JSON messages ended by
// NUL on fds 3 and 4), so that node needs no package and nothing downloads
// a browser. The page at URL is used as a person uses it -- typing into the
// editor, choosing a backend, pressing buttons -- and what it shows is
// compared with what the command line (PUZC) says for the same job.
// Screenshots go to SHOTS. Prints "ok - ...", "not ok - ..." (evidence
// indented below) and "# figure ..." lines.
'use strict';
const {spawn, spawnSync, execFileSync} = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const [site, shots, puzc] = process.argv.slice(2);
fs.mkdirSync(shots, {recursive: true});
const ok = (what) => console.log('ok - ' + what);
const notOk = (what, evidence) => {
    console.log('not ok - ' + what);
    if (evidence) console.log(String(evidence).split('\n').slice(0, 20).map((l) => '    ' + l).join('\n'));
};
const expectEq = (what, want, got) => (want === got ? ok(what) : notOk(what, `expected: ${want}\nactual:   ${got}`));
const cli = (...args) => {
    try {
        return execFileSync(puzc, args, {encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe']});
    } catch (e) {
        return (e.stdout || '') + (e.stderr || '');
    }
};
// the command line's --stats line (on stderr)
const cliStats = (...args) => spawnSync(puzc, args.concat('--stats'), {encoding: 'utf8'}).stderr;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ---- the browser and the protocol ----
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'puzc-web-'));
const downloads = path.join(profile, 'downloads');
fs.mkdirSync(downloads);
const browser = spawn(process.env.CHROMIUM || 'chromium', [
    '--headless=new', '--remote-debugging-pipe', '--no-sandbox', '--disable-gpu',
    '--no-first-run', '--no-default-browser-check', '--disable-extensions',
    '--user-data-dir=' + profile, 'about:blank',
], {stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe']});
let stderr = '';
browser.stderr.on('data', (d) => { stderr += d; });
const toBrowser = browser.stdio[3], fromBrowser = browser.stdio[4];
let nextId = 1, inbox = '';
const waiting = new Map(), listeners = [];
fromBrowser.on('data', (d) => {
    inbox += d;
    let end;
    while ((end = inbox.indexOf('\0')) >= 0) {
        const msg = JSON.parse(inbox.slice(0, end));
        inbox = inbox.slice(end + 1);
        if (msg.id && waiting.has(msg.id)) {
            const w = waiting.get(msg.id);
            waiting.delete(msg.id);
            if (msg.error) w.reject(new Error(msg.error.message));
            else w.resolve(msg.result);
        } else if (msg.method) {
            if (process.env.WEB_DEBUG && /console|exception|Log\.entry/i.test(msg.method))
                console.error('#', JSON.stringify(msg.params).slice(0, 400));
            for (const l of listeners) l(msg);
        }
    }
});
function send(method, params = {}, sessionId) {
    const id = nextId++;
    toBrowser.write(JSON.stringify({id, method, params, sessionId}) + '\0');
    return new Promise((resolve, reject) => waiting.set(id, {resolve, reject}));
}

let session = null;
const page = (method, params) => send(method, params, session);
async function evaluate(expr) {
    const r = await page('Runtime.evaluate', {expression: expr, awaitPromise: true, returnByValue: true});
    if (r.exceptionDetails)
        throw new Error(r.exceptionDetails.exception ? r.exceptionDetails.exception.description
                                                     : r.exceptionDetails.text);
    return r.result.value;
}
// waits until expr is truthy (checked every 20 ms), at most ms
// (WEB_DEBUG=1 in the environment: each wait, the page's and its workers'
// console messages and errors on stderr)
async function until(expr, ms = 20000) {
    if (process.env.WEB_DEBUG) console.error('# until', expr);
    const end = Date.now() + ms;
    for (;;) {
        const v = await evaluate(expr);
        if (v) return v;
        if (Date.now() > end) throw new Error('timed out waiting for ' + expr);
        await sleep(20);
    }
}
async function shoot(name) {
    const r = await page('Page.captureScreenshot', {format: 'png', captureBeyondViewport: false});
    fs.writeFileSync(path.join(shots, name + '.png'), Buffer.from(r.data, 'base64'));
}
async function open(target) {
    const loaded = new Promise((resolve) => {
        const l = (m) => { if (m.method === 'Page.loadEventFired' && m.sessionId === session) resolve(); };
        listeners.push(l);
    });
    await page('Page.navigate', {url: target});
    await loaded;
}

// ---- the page's controls, as a person uses them ----
const js = JSON.stringify;
async function type(text) {
    const seq = await evaluate('document.body.dataset.checked || "0"');
    await evaluate(`(() => { const e = document.getElementById('editor'); e.value = ${js(text)};
                    e.dispatchEvent(new Event('input')); })()`);
    await until(`(document.body.dataset.checked || "0") !== ${js(seq)}`);
}
async function choose(id, value) {
    await evaluate(`(() => { const s = document.getElementById(${js(id)}); s.value = ${js(value)};
                    s.dispatchEvent(new Event('change')); return s.value; })()`);
}
async function setValue(id, value) {
    await evaluate(`document.getElementById(${js(id)}).value = ${js(String(value))}`);
}
// presses a button that starts a long call and waits for its answer
async function press(id, ms = 30000) {
    const runs = await evaluate('puzcPage.runs');
    const t = Date.now();
    await evaluate(`document.getElementById(${js(id)}).click()`);
    await until(`puzcPage.runs > ${runs}`, ms);
    return {ms: Date.now() - t, last: await evaluate('puzcPage.last'),
            status: await evaluate("document.getElementById('status').textContent")};
}

// the static server, on a free port
async function serve() {
    const port = await new Promise((resolve) => {
        const probe = require('net').createServer().listen(0, '127.0.0.1', () => {
            const p = probe.address().port;
            probe.close(() => resolve(p));
        });
    });
    const server = spawn('python3', ['-m', 'http.server', '-b', '127.0.0.1', '-d', site, String(port)],
                         {stdio: 'ignore'});
    const url = `http://127.0.0.1:${port}/index.html`;
    for (let i = 0; i < 50; i++) {
        const up = await new Promise((resolve) => {
            require('http').get(url, (res) => { res.resume(); resolve(res.statusCode === 200); })
                .on('error', () => resolve(false));
        });
        if (up) break;
        await sleep(100);
    }
    return {server, url};
}
let server = null;

async function main() {
    const served = await serve();
    server = served.server;
    const url = served.url;
    await send('Browser.setDownloadBehavior', {behavior: 'allow', downloadPath: downloads});
    const {targetId} = await send('Target.createTarget', {url: 'about:blank'});
    ({sessionId: session} = await send('Target.attachToTarget', {targetId, flatten: true}));
    await page('Page.enable');
    await page('Runtime.enable');
    if (process.env.WEB_DEBUG) {
        await page('Log.enable');
        listeners.push((m) => {
            if (m.method === 'Target.attachedToTarget')
                send('Runtime.enable', {}, m.params.sessionId).then(() =>
                    send('Runtime.runIfWaitingForDebugger', {}, m.params.sessionId));
        });
        await page('Target.setAutoAttach', {autoAttach: true, waitForDebuggerOnStart: false, flatten: true});
    }
    await page('Emulation.setDeviceMetricsOverride', {width: 1400, height: 1000, deviceScaleFactor: 1, mobile: false});

    // ---- opening the page: engine loaded, first solve (target 2 s) ----
    const escargot = fs.readFileSync('models/sudoku_9x9_hard.puz', 'utf8');
    const t0 = Date.now();
    await open(url + '#model=' + Buffer.from(escargot).toString('base64url'));
    await until('puzcPage.ready', 10000);
    await evaluate('puzcPage.ready');
    await evaluate("document.getElementById('solve').click()");
    const first = await until('puzcPage.firstSolveAt', 20000);
    const firstMs = Date.now() - t0;
    const marks = await evaluate('puzcPage.marks');
    console.log(`# figure first-solve ${first.toFixed(0)} ms after navigation (page clock), ${firstMs} ms wall; ` +
                `live worker ready ${marks.live.toFixed(0)} ms, run worker ${marks.runner.toFixed(0)} ms, ` +
                `first picture ${marks.checked.toFixed(0)} ms`);
    // the target is 2 s (the figure above, docs/web.md); the check is
    // a generous bound, the machine running other tests beside this one
    first < 10000 ? ok(`first solve ${first.toFixed(0)} ms after opening the page (< 10 s; target 2 s)`)
                  : notOk(`first solve ${first.toFixed(0)} ms after opening the page (>= 10 s)`);
    expectEq('the model came from the link', escargot, await evaluate("document.getElementById('editor').value"));

    // ---- the worker as docs/web.md embeds it: no compiled module given ----
    const embedded = await evaluate(`new Promise((resolve) => {
        const w = new Worker('worker.js');
        w.postMessage({module: null});
        w.onmessage = (e) => {
            if (e.data.ready) w.postMessage({id: 1, fn: 'solve', args: [${js(escargot)}, 'dlx', '', 1, 0, 0, 10]});
            else { resolve(e.data.result && e.data.result.grid); w.terminate(); }
        };
    })`);
    expectEq('the worker alone (docs/web.md\'s embedding) solves AI Escargot on dlx as the command line',
             cli('solve', '--line', 'models/sudoku_9x9_hard.puz').trim(), embedded);

    // ---- AI Escargot on every backend, equal to the command line ----
    let r;
    const want = cli('solve', '--line', 'models/sudoku_9x9_hard.puz').trim();
    for (const b of ['native', 'sat', 'ilp', 'dlx', 'heuristic']) {
        await choose('backend', b);
        r = await press('solve');
        const grid = r.last && r.last.grid;
        expectEq(`AI Escargot on ${b} in the page equals puzc solve --line`, want, grid);
        console.log(`# figure escargot ${b} page ${r.last && r.last.wall.toFixed(1)} ms ` +
                    `(build ${r.last && r.last.build_ms} ms, search ${r.last && r.last.solve_ms} ms)`);
    }
    await shoot('escargot-solved');

    // ---- a backend's options reach it: sat's minimal encoding ----
    await choose('backend', 'sat');
    await choose('opt-encoding', 'minimal');
    r = await press('solve');
    const stats = cliStats('solve', 'models/sudoku_9x9_hard.puz', '-b', 'sat', '--encoding', 'minimal');
    const clauses = (stats.match(/(\d+) clauses/) || [])[1];
    expectEq('sat --encoding minimal from the option picker: the clauses of the command line\'s', `${clauses} ${want}`,
             `${r.last.sizes && r.last.sizes.clauses} ${r.last.grid}`);
    await choose('opt-encoding', 'extended');
    // racing searches in a build without threads: one after another
    await type(fs.readFileSync('models/sudoku_25x25.puz', 'utf8'));
    await choose('backend', 'native');
    await setValue('opt-threads', 2);
    r = await press('solve');
    expectEq('native threads=2 (no threads in wasm: one search at a time) solves the 25x25 as the command line',
             cli('solve', '--line', 'models/sudoku_25x25.puz').trim(), r.last && r.last.grid);
    await setValue('opt-threads', '');

    // ---- solve times beside the command line's (build + search) ----
    const timed = [['sudoku_9x9_hard', 'native'], ['sudoku_9x9_hard', 'sat'], ['sudoku_9x9_hard', 'ilp'],
                   ['killer_9x9', 'native'], ['killer_9x9', 'sat'], ['sudoku_16x16', 'native'],
                   ['sudoku_25x25', 'native'], ['sudoku_25x25', 'dlx']];
    for (const [m, b] of timed) {
        await type(fs.readFileSync(`models/${m}.puz`, 'utf8'));
        await choose('backend', b);
        r = await press('solve');
        const st = cliStats('solve', `models/${m}.puz`, '-b', b);
        const bt = +(st.match(/build ([\d.]+) ms/) || [])[1], sv = +(st.match(/solve ([\d.]+) ms/) || [])[1];
        console.log(`# figure time ${m} ${b}: page ${(+r.last.build_ms + +r.last.solve_ms).toFixed(2)} ms ` +
                    `(call ${r.last.wall.toFixed(1)} ms), command line ${(bt + sv).toFixed(2)} ms`);
    }

    // ---- the picture: the Killer drawn as the command line draws it ----
    const killer = fs.readFileSync('models/killer_9x9.puz', 'utf8');
    await type(killer);
    const svg = await evaluate('puzcPage.check.svg');
    const cliSvg = cli('render', 'models/killer_9x9.puz', '--format', 'svg');
    expectEq('the Killer\'s picture in the page is the library\'s SVG (as puzc render)', cliSvg, svg);
    const sumsGiven = (killer.match(/\b[A-Z]=\d+/g) || []).length;
    const cages = (svg.match(/class="cage"/g) || []).length;
    const sums = (svg.match(/class="sum"/g) || []).length;
    const shownSvg = await evaluate("document.querySelectorAll('#picture svg path.cage').length + ' ' + " +
                                    "document.querySelectorAll('#picture svg text.sum').length");
    console.log(`# figure killer: ${sumsGiven} cages in the model, ${cages} outlined and ${sums} sums in the SVG, shown: ${shownSvg}`);
    expectEq('the Killer\'s picture shows every cage and its sum', `${sumsGiven} ${sumsGiven}`, shownSvg);
    await shoot('killer');

    // ---- errors as you type, at the command line's line and column ----
    const bad = 'sudoku 3x3\ngivens\n  1..\n';
    fs.writeFileSync(path.join(profile, 'bad.puz'), bad);
    const cliErr = cli('check', path.join(profile, 'bad.puz')).split('\n')[0]
        .replace(/^.*?bad\.puz:/, '');
    await type(bad);
    const shown = await evaluate("document.querySelector('#errors li').textContent");
    expectEq('a typing error is shown at the line:col puzc check gives', cliErr, shown);
    const marked = await evaluate("[...document.querySelectorAll('#gutter .bad')].map(e => e.textContent).join(',')");
    expectEq('the error\'s line is marked in the gutter', cliErr.split(':')[0], marked);
    const underlined = await evaluate("document.querySelector('#marks .at') ? document.querySelector('#marks .at').textContent : ''");
    const [el, ec] = cliErr.split(':').map(Number);
    expectEq('the error\'s place is underlined in the editor (the text from its column)',
             (bad.split('\n')[el - 1].slice(ec - 1).match(/^\S*/)[0] || ' '), underlined);
    await shoot('error');
    await type(escargot);
    const okLine = await evaluate("document.querySelector('#errors li.ok') ? 1 : 0");
    expectEq('the errors go when the model is right again', 1, okLine);
    const hash = await evaluate("decodeURIComponent(location.hash)");
    expectEq('the model is kept in the URL', escargot,
             Buffer.from(hash.replace(/^#model=/, ''), 'base64url').toString());
    expectEq('the model is kept in local storage', escargot, await evaluate("localStorage.getItem('puzc.model')"));

    // ---- an empty 64x64 natively (target under 1 s: the figure) ----
    await type('sudoku 8x8\n');
    await choose('backend', 'native');
    r = await press('solve');
    const v64 = r.last && r.last.grid ? r.last.grid.split(',').length : 0;
    console.log(`# figure empty 64x64 native page ${r.last.wall.toFixed(0)} ms (build ${r.last.build_ms} ms, ` +
                `search ${r.last.solve_ms} ms), click to picture laid out ${r.last.shown.toFixed(0)} ms`);
    v64 === 4096 && r.last.wall < 5000 ? ok(`an empty 64x64 solves natively in the page in ${r.last.wall.toFixed(0)} ms (< 5 s, target 1 s; ` +
                                            `its picture on screen ${r.last.shown.toFixed(0)} ms after the click)`)
                                       : notOk('an empty 64x64 in the page', JSON.stringify({cells: v64, ms: r.last.wall}));
    await shoot('sudoku-64x64');

    // ---- count, all (paged) ----
    await type('latin 4\n');
    await setValue('countlimit', 1000);
    r = await press('count');
    fs.writeFileSync(path.join(profile, 'latin4.puz'), 'latin 4\n');
    const cliCount = cli('solve', '--count', '1000', path.join(profile, 'latin4.puz')).trim();
    expectEq('Count of an empty 4x4 Latin square equals puzc solve --count', cliCount + ' solutions',
             r.status.split(' — ')[0]);
    r = await press('all');
    expectEq('All: the first page holds 20 solutions', 20, r.last.grids.length);
    const page1 = r.last.grids;
    r = await press('next');
    expectEq('All: the second page starts at 21', 'Solutions 21–40 of more', r.status.split(' — ')[0]);
    const cliAll = cli('solve', '--all', '--line', path.join(profile, 'latin4.puz')).trim().split('\n');
    expectEq('All: the first two pages are puzc solve --all\'s first 40 lines',
             cliAll.slice(0, 40).join(' '), page1.concat(r.last.grids).join(' '));

    // ---- emit every format, download the CNF ----
    await type(escargot);
    const info = await evaluate("[...document.getElementById('format').options].map(o => o.value)");
    for (const f of info) {
        await choose('format', f);
        r = await press('emit');
        // the page's text has no path (xcc's header names the command
        // line's file) and is named model.puz
        const want = cli('emit', 'models/sudoku_9x9_hard.puz', '--format', f)
            .split(' for models/sudoku_9x9_hard.puz:').join(':')
            .split('models/sudoku_9x9_hard.puz').join('model.puz');
        expectEq(`emit ${f} in the page equals puzc emit`, want, r.last && r.last.text);
    }
    await choose('format', 'cnf');
    r = await press('emit');
    await evaluate("document.getElementById('download').click()");
    const file = path.join(downloads, 'AI_Escargot.cnf');
    for (let i = 0; i < 100 && !fs.existsSync(file); i++) await sleep(50);
    const cnf = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '(no file downloaded)';
    expectEq('the CNF downloads as AI_Escargot.cnf, equal to puzc emit', cli('emit', 'models/sudoku_9x9_hard.puz', '--format', 'cnf'), cnf);

    // ---- decode an external solver's answer ----
    let answer = null;
    try {
        execFileSync('picosat', [file], {encoding: 'utf8'});
    } catch (e) {
        answer = e.stdout; // picosat exits 10 on SAT
    }
    if (answer) {
        await setValue('answer', answer);
        r = await press('decode');
        expectEq('picosat\'s answer to the downloaded CNF decodes to the command line\'s solution', want, r.last && r.last.grid);
    } else {
        console.log('skip - decode: no picosat here');
    }

    // an answer that is no answer: the decoder's located error
    await setValue('answer', 'SAT\nv 1 -2 x\n');
    r = await press('decode');
    const cliDecode = (() => {
        fs.writeFileSync(path.join(profile, 'bad.ans'), 'SAT\nv 1 -2 x\n');
        return cli('decode', 'models/sudoku_9x9_hard.puz', path.join(profile, 'bad.ans')).split('\n')[0]
            .replace(/^.*?bad\.ans:/, '');
    })();
    const pageDecode = r.last && r.last.error && r.last.error.text.split('\n')[0].replace(/^answer:/, '');
    expectEq('a bad answer: the error puzc decode gives, at its line:col', cliDecode, pageDecode);

    // ---- the examples menu ----
    await choose('examples', 'killer_9x9_small');
    await until("document.body.dataset.check === 'ok' && puzcPage.check.kind === 'killer'");
    expectEq('the examples menu loads models/killer_9x9_small.puz', fs.readFileSync('models/killer_9x9_small.puz', 'utf8'),
             await evaluate("document.getElementById('editor').value"));
    await type(escargot);

    // ---- rate and generate ----
    r = await press('rate');
    const cliRate = cli('rate', 'models/sudoku_9x9_hard.puz', '--json');
    let level = null;
    try { level = JSON.parse(cliRate).difficulty; } catch (e) { level = cliRate; }
    expectEq('rate in the page gives the command line\'s level', level, r.last && r.last.level);
    await setValue('rate-max-guesses', 3);
    r = await press('rate');
    const cliGaveUp = cli('rate', 'models/sudoku_9x9_hard.puz', '--max-guesses', '3', '--json');
    let gaveUp = null;
    try { gaveUp = JSON.parse(cliGaveUp).status; } catch (e) { gaveUp = cliGaveUp; }
    expectEq('rate with max-guesses 3 from the rater\'s settings stops as puzc rate --max-guesses 3', gaveUp,
             r.last && r.last.status);
    await setValue('rate-max-guesses', '');
    await setValue('gen-seed', 7);
    r = await press('generate');
    const made = await evaluate("document.getElementById('editor').value");
    const cliGen = cli('generate', '--seed', '7');
    // the givens, whatever the layout (rulers, blanks)
    const plain = (t) => t.replace(/#.*$/gm, '').split(/\bgivens\b/)[1].replace(/[\s|+-]/g, '');
    expectEq('generate --seed 7 in the page makes the command line\'s puzzle', plain(cliGen), plain(made));

    // ---- stop a long search; the time limit ----
    await type('sudoku 3x3\n');
    await setValue('countlimit', 1e15);
    await setValue('timelimit', 0);
    const runs = await evaluate('puzcPage.runs');
    await evaluate("document.getElementById('count').click()");
    await sleep(300);
    // the page answers while the count runs: the live check in its own worker
    await type(bad);
    expectEq('while a count runs, the editor still shows errors as you type', cliErr,
             await evaluate("document.querySelector('#errors li').textContent"));
    await sleep(300);
    const stillBusy = await evaluate("document.body.dataset.busy === '1'");
    const tStop = Date.now();
    await evaluate("document.getElementById('stop').click()");
    await until(`puzcPage.runs > ${runs}`, 5000);
    const stopMs = Date.now() - tStop;
    const st = await evaluate("document.getElementById('status').textContent");
    stillBusy && st === 'stopped' ? ok(`Stop ends a long count at once (${stopMs} ms)`)
                                  : notOk('Stop', JSON.stringify({stillBusy, st}));
    await type(escargot);
    r = await press('solve');
    expectEq('the page solves again after a Stop', want, r.last && r.last.grid);
    await type('sudoku 3x3\n');
    await setValue('timelimit', 1);
    r = await press('count', 10000);
    /time limit/.test(r.status) && r.ms < 5000 ? ok(`the time limit stops a count (${r.ms} ms): ${r.status.split(' — ')[0]}`)
                                             : notOk('time limit', r.status);
    await shoot('stopped');

    // ---- offline: the server gone, the page loads from the browser's cache ----
    await evaluate('navigator.serviceWorker.ready.then(() => true)');
    await sleep(300); // the service worker's copies written
    server.kill();
    await new Promise((resolve) => server.on('exit', resolve));
    await open(url);
    await until('puzcPage.ready', 10000);
    await evaluate('puzcPage.ready');
    await type(escargot);
    await setValue('timelimit', 30);
    await choose('backend', 'native');
    r = await press('solve');
    expectEq('offline (the server stopped), the page loads again and solves', want, r.last && r.last.grid);
}

main().then(() => 0, (e) => { notOk('the browser run', e.stack + '\n' + stderr.slice(-2000)); return 1; })
    .then((rc) => {
        if (server) server.kill();
        browser.on('exit', () => {
            fs.rmSync(profile, {recursive: true, force: true});
            process.exit(rc);
        });
        browser.kill();
    });
