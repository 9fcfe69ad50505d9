// models.js DIR -- writes web/models.js (make web): the page's examples
// menu, every DIR/*.puz by name with its text, as one JS file the page
// loads (so that the site works from any static server and offline).
'use strict';
const fs = require('fs');
const path = require('path');
const dir = process.argv[2];
const models = {};
for (const f of fs.readdirSync(dir).filter((f) => f.endsWith('.puz')).sort())
    models[f.replace(/\.puz$/, '')] = fs.readFileSync(path.join(dir, f), 'utf8');
process.stdout.write('// written by make web from models/*.puz\nconst PUZC_MODELS = ' +
    JSON.stringify(models, null, 1) + ';\n');
