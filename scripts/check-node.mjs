// Runs before any .ts file: an older Node cannot load them and would fail with a raw
// ERR_UNKNOWN_FILE_EXTENSION. Plain JavaScript that old Node versions parse.
// CHECK_NODE_VERSION stands in for the running version (used by the tests).
import { readFileSync } from 'node:fs';

const found = process.env.CHECK_NODE_VERSION || process.versions.node;
const range = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines.node; // ">=22.19"
const parts = (version) =>
  String(version)
    .replace(/^[^\d]*/, '')
    .split('.')
    .map((n) => Number.parseInt(n, 10) || 0);
const [have, need] = [parts(found), parts(range)];
let older = false;
for (let i = 0; i < 3; i++) {
  if ((have[i] || 0) !== (need[i] || 0)) {
    older = (have[i] || 0) < (need[i] || 0);
    break;
  }
}
if (older) {
  console.error(
    `This project needs Node ${range} and found Node ${found.replace(/^v/, '')}: install Node 24 from https://nodejs.org, ` +
      'or run `npm install --prefix .tools/node node@24` and put .tools/node/node_modules/.bin first on PATH.',
  );
  process.exit(1);
}
