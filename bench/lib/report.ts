import { cpus, release, totalmem } from 'node:os';

export type Status = 'met' | 'missed' | 'report' | 'n/a' | 'error';

/** One line of the results table. Figures with a limit carry their same-run baseline and the ratio. */
export interface Row {
  bench: number;
  name: string;
  value: string;
  baseline?: string;
  ratio?: number;
  target?: string;
  status: Status;
  note?: string;
}

export interface CaseOutput {
  rows: Row[];
  /** Everything measured (summaries, counts), kept in latest.json for comparisons between runs. */
  raw: Record<string, unknown>;
}

export const ms = (n: number) => (Number.isFinite(n) ? `${n.toFixed(n < 10 ? 2 : 1)} ms` : '—');

export function verdict(ok: boolean | null): Status {
  return ok === null ? 'report' : ok ? 'met' : 'missed';
}

export function renderTable(rows: Row[]): string {
  const header = ['#', 'Benchmark', 'Value', 'Baseline', 'Ratio', 'Target', 'Status'];
  const lines = rows.map((r) => [
    String(r.bench),
    r.name,
    r.value,
    r.baseline ?? '',
    r.ratio === undefined || Number.isNaN(r.ratio) ? '' : `${r.ratio.toFixed(2)}×`,
    r.target ?? '',
    r.status + (r.note ? ` (${r.note})` : ''),
  ]);
  const all = [header, ...lines];
  const widths = header.map((_, i) => Math.max(...all.map((l) => l[i]!.length)));
  const fmt = (l: string[]) => `| ${l.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [fmt(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...lines.map(fmt)].join('\n');
}

export function machine() {
  const cpu = cpus();
  return {
    cpu: `${cpu.length} × ${cpu[0]?.model ?? 'unknown'}`,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    kernel: release(),
    node: process.version,
  };
}
