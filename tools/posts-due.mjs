#!/usr/bin/env node
// @ts-check
/**
 * Whether a scheduled post came due since the last look: a post in content/blogs/ whose `published`
 * date and time fell in the last WINDOW minutes. The hourly workflow (.github/workflows/scheduled-posts.yml)
 * runs it on main and starts the site's pipeline only when it says so, so a post dated 09:00 is live
 * within the hour instead of at the next morning's build, and an hour with nothing due costs nothing.
 * Plain Node, no dependency: it runs before (and without) `npm install`.
 *
 *   node tools/posts-due.mjs [--window 70]    prints `due=true` or `due=false` (for $GITHUB_OUTPUT) and the posts
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * @param {string} dir the posts' folder
 * @param {number} now
 * @param {number} windowMinutes how far back a post still counts as just due (a run may start late)
 * @returns {string[]} the files that came due in the window
 */
export function postsDue(dir, now, windowMinutes) {
  return readdirSync(dir)
    .filter((name) => /\.mdx?$/.test(name))
    .filter((name) => {
      const frontmatter = /^---\n([\s\S]*?)\n---/.exec(readFileSync(join(dir, name), 'utf8'))?.[1] ?? '';
      const published = Date.parse(/^published:\s*["']?([^"'\n]+)["']?\s*$/m.exec(frontmatter)?.[1] ?? '');
      return published <= now && published > now - windowMinutes * 60_000;
    })
    .sort();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const i = process.argv.indexOf('--window');
  const windowMinutes = i > 0 ? Number(process.argv[i + 1]) : 70;
  const due = postsDue('content/blogs', Date.now(), windowMinutes);
  console.log(`due=${due.length > 0}`);
  for (const name of due) console.error(`came due: content/blogs/${name}`);
}
