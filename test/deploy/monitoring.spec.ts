import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { ALERT_TESTS_FILE, ALERTS_FILE, alertRules, dashboardPanels, dashboardQueries, metricNames, monitoredMetrics, promtool } from './monitoring-rules';

/** deploy/monitoring: the alert rules pass promtool's checks and unit tests; the dashboard's queries parse. */
describe('alert rules and dashboard', () => {
  let scratch: string;
  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'netline-monitoring-'));
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('pass promtool check rules', () => {
    const result = promtool(['check', 'rules', ALERTS_FILE]);
    expect(result.output).toContain(`SUCCESS: ${alertRules().length} rules found`);
    expect(result.status).toBe(0);
  });

  it('cover stream lag, dead letters, delivery failures, 5xx, p99 latency and outbox age', () => {
    const byName = Object.fromEntries(alertRules().map((rule) => [rule.alert, rule]));
    expect(Object.keys(byName).sort()).toEqual([
      'NetlineApi5xxRate',
      'NetlineApiLatencyP99',
      'NetlineEventsDeadLettered',
      'NetlineEventsRetrying',
      'NetlineOutboxStalled',
      'NetlineStreamLagCritical',
      'NetlineStreamLagHigh',
      'NetlineWebhookBacklog',
      'NetlineWebhookFailureRate',
    ]);
    for (const rule of alertRules()) {
      expect(['warning', 'critical']).toContain(rule.labels?.severity);
      expect(rule.annotations?.summary).toBeTruthy();
      expect(rule.annotations?.runbook).toBe('deploy/README.md#alerts');
    }
    expect(metricNames(byName.NetlineStreamLagHigh.expr)).toEqual(['stream_consumer_group_lag']);
    expect(metricNames(byName.NetlineApiLatencyP99.expr)).toEqual(['http_request_duration_seconds_bucket', 'http_request_duration_seconds_count']);
  });

  it('fire when they should and stay quiet otherwise (promtool test rules)', () => {
    const result = promtool(['test', 'rules', ALERT_TESTS_FILE]);
    expect(result.output).toContain('SUCCESS');
    expect(result.status).toBe(0);
    // Every alert has a test that expects it to fire.
    const tested = new Set(
      (parse(readFileSync(ALERT_TESTS_FILE, 'utf8')).tests as Array<{ alert_rule_test: Array<{ alertname: string; exp_alerts?: unknown[] }> }>)
        .flatMap((test) => test.alert_rule_test)
        .filter((check) => (check.exp_alerts ?? []).length > 0)
        .map((check) => check.alertname),
    );
    expect([...tested].sort()).toEqual(
      alertRules()
        .map((rule) => rule.alert)
        .sort(),
    );
  });

  it('fail promtool on a broken rule', () => {
    const broken = join(scratch, 'broken.yaml');
    writeFileSync(broken, stringify({ groups: [{ name: 'broken', rules: [{ alert: 'Broken', expr: 'sum by (app (rate(x[5m]))' }] }] }));
    const result = promtool(['check', 'rules', broken]);
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('FAILED');
  });

  it('give the dashboard unique panels whose every query Prometheus parses', () => {
    const panels = dashboardPanels();
    expect(new Set(panels.map((panel) => panel.id)).size).toBe(panels.length);
    const queries = dashboardQueries();
    expect(queries.length).toBeGreaterThan(15);
    // promtool parses recording rules: one per dashboard query.
    const asRules = join(scratch, 'dashboard-queries.yaml');
    writeFileSync(
      asRules,
      stringify({ groups: [{ name: 'dashboard', rules: queries.map((query, index) => ({ record: `dashboard:query_${index}`, expr: query.expr })) }] }),
    );
    const result = promtool(['check', 'rules', asRules]);
    expect(result.output).toContain(`SUCCESS: ${queries.length} rules found`);
    // The dashboard shows what the alerts watch.
    const shown = new Set(queries.flatMap((query) => metricNames(query.expr)));
    for (const metric of alertRules().flatMap((rule) => metricNames(rule.expr))) expect([metric, shown.has(metric)]).toEqual([metric, true]);
    expect(monitoredMetrics()).toContain('webhook_queue_jobs');
  });
});
