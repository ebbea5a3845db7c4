#!/usr/bin/env node
'use strict';
// The command-line tool; `npm run build` compiles src/local/cli.ts into build/local/cli.js.
const path = require('node:path');
const fs = require('node:fs');

const cli = path.join(__dirname, '..', 'build', 'local', 'cli.js');
if (!fs.existsSync(cli)) {
  process.stderr.write('campaign-ledger: build/local/cli.js is missing: run npm run build first\n');
  process.exit(1);
}
require(cli);
