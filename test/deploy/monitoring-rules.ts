import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { locate } from '../../scripts/tools';
import { ROOT } from './manifest-rules';

/** The operations kit under deploy/monitoring: alert rules for Prometheus and a Grafana dashboard. */
export const MONITORING_DIR = join(ROOT, 'deploy', 'monitoring');
export const ALERTS_FILE = join(MONITORING_DIR, 'alerts.yaml');
export const ALERT_TESTS_FILE = join(MONITORING_DIR, 'alerts.test.yaml');
export const DASHBOARD_FILE = join(MONITORING_DIR, 'grafana-dashboard.json');

export interface AlertRule {
  alert: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}

export function alertRules(file = ALERTS_FILE): AlertRule[] {
  const document = parse(readFileSync(file, 'utf8')) as { groups: Array<{ rules: AlertRule[] }> };
  return document.groups.flatMap((group) => group.rules);
}

export interface DashboardPanel {
  id: number;
  type: string;
  title: string;
  gridPos: { h: number; w: number; x: number; y: number };
  targets?: Array<{ refId: string; expr: string }>;
}

export function dashboardPanels(file = DASHBOARD_FILE): DashboardPanel[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as { panels: DashboardPanel[] }).panels;
}

/** The dashboard's queries, with Grafana's interval variable replaced so that Prometheus can parse them. */
export function dashboardQueries(file = DASHBOARD_FILE): Array<{ panel: string; expr: string }> {
  return dashboardPanels(file).flatMap((panel) =>
    (panel.targets ?? []).map((target) => ({ panel: panel.title, expr: target.expr.replaceAll('$__rate_interval', '5m') })),
  );
}

/** Runs promtool; resolves with its exit status and everything it printed. */
export function promtool(args: string[]): { status: number; output: string } {
  const binary = locate('promtool');
  if (!binary) throw new Error('promtool is not installed: apt-get install prometheus (see deploy/README.md)');
  try {
    const output = execFileSync(binary, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return { status: 0, output };
  } catch (error) {
    const failed = error as { status: number; stdout?: string; stderr?: string };
    return { status: failed.status, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

const NOT_METRICS = new Set(['and', 'or', 'unless', 'bool', 'offset', 'inf', 'nan']);

/** The metric names an expression reads: identifiers that are not functions, keywords or label names. */
export function metricNames(expr: string): string[] {
  const stripped = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, '');
  const names = stripped.match(/\b[a-zA-Z_:][a-zA-Z0-9_:]*\b(?!\s*\()/g) ?? [];
  return [...new Set(names.filter((name) => !NOT_METRICS.has(name.toLowerCase())))];
}

/** Every metric the alert rules and the dashboard read. */
export function monitoredMetrics(): string[] {
  const expressions = [...alertRules().map((rule) => rule.expr), ...dashboardQueries().map((query) => query.expr)];
  return [...new Set(expressions.flatMap(metricNames))].sort();
}

/** Metric names in a Prometheus text exposition (what /metrics answers). */
export function exposedMetrics(text: string): Set<string> {
  return new Set(
    text
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split(/[{\s]/)[0]),
  );
}
