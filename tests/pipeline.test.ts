/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { CONTENT_CHECK } from '@/components/admin/pre-publish';

/**
 * The pipeline does what the editor and the firm rely on (.github/workflows/site.yml; its schema is
 * validated by tools/check-workflows.mjs in `npm run lint`): a draft's check posted under the name the
 * editor reads, a preview named so the editor finds it, a daily rebuild for scheduled posts, and a
 * failed production deployment told to the firm's chat.
 */
type Step = { name?: string; run?: string; uses?: string; if?: string; with?: Record<string, string>; env?: Record<string, string> };
const workflow = parse(readFileSync('.github/workflows/site.yml', 'utf8')) as { on: Record<string, unknown>; jobs: Record<string, { if?: string; steps: Step[] }> };
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);

test('runs on every pull request, on main, and every morning', () => {
  expect(Object.keys(workflow.on)).toEqual(expect.arrayContaining(['pull_request', 'push', 'schedule']));
  expect(workflow.on.schedule).toEqual([{ cron: expect.stringMatching(/^\d+ \d+ \* \* \*$/) }]);
});

test('posts the draft\'s check under the name the editor reads before it publishes', () => {
  const check = steps.find((s) => s.run?.includes('node tools/check-content.mjs'))!;
  expect(check.run).toContain(`context='${CONTENT_CHECK}'`);
  expect(workflow.jobs['content-check']!.if).toBe("github.event_name == 'pull_request'");
});

test('tests everything, then deploys what it tested with wrangler; a preview named as the editor looks for one', () => {
  const names = steps.map((s) => s.run ?? s.uses ?? '');
  expect(names.findIndex((n) => n.includes('bash .ci/run'))).toBeLessThan(names.findIndex((n) => n.startsWith('cloudflare/wrangler-action')));
  const commands = steps.filter((s) => s.uses?.startsWith('cloudflare/wrangler-action')).map((s) => s.with!.command);
  expect(commands).toEqual([expect.stringMatching(/^versions upload --env preview /), expect.stringMatching(/^deploy --message/), expect.stringMatching(/^deploy --env private /)]);
  // Sveltia takes a status whose name says preview, pages or cloudflare for the deployment (its shared/deployment.js).
  expect(steps.find((s) => s.run?.includes("context='Cloudflare preview'"))).toBeDefined();
});

test('a failed production deployment is told to the firm\'s chat, through the webhook the quote form uses', () => {
  const notice = steps.find((s) => s.env?.LEAD_WEBHOOK_URL)!;
  expect(notice.if).toBe("failure() && github.event_name != 'pull_request'");
  expect(notice.env!.LEAD_WEBHOOK_URL).toBe('${{ secrets.LEAD_WEBHOOK_URL }}');
  expect(notice.run).toContain('"$LEAD_WEBHOOK_URL"');
});
