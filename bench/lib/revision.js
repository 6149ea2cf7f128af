/** The commit of the checkout the bench runs from, as its results log records it. */
const { execFileSync } = require('node:child_process');
const { ROOT } = require('@netline/testing');

/** `{ commit, dirty }`: the short commit, and whether tracked files differ from it. */
function gitRevision() {
  const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  return { commit: git('rev-parse', '--short', 'HEAD'), dirty: git('status', '--porcelain', '--untracked-files=no') !== '' };
}

module.exports = { gitRevision };
