/**
 * `npm run simulate`: one simulated day of the co-operative (Frosinone and its province) through the dispatch
 * policies of design §11 and an oracle; see scripts/simulate/ and docs/decisions/050-dispatch-choice-and-simulation.md.
 */
import { buildWorld, simulateDay } from './simulate/day';
import type { PolicyMetrics } from './simulate/metrics';
import { parseOptions, type SimulateOptions, USAGE } from './simulate/options';
import type { PolicyName } from './simulate/policies';
import { renderJson, renderSweep, renderTable } from './simulate/report';
import { runSweep } from './simulate/sweep';

let options: SimulateOptions;
try {
  options = parseOptions(process.argv.slice(2));
} catch (err) {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n${USAGE}\n`);
  process.exit(2);
}

if (options.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}

if (options.sweep) {
  const summary = runSweep(options, options.sweep);
  process.stdout.write(`${options.json ? JSON.stringify({ sweep: summary }, null, 2) : renderSweep(options, options.sweep, summary)}\n`);
} else {
  const world = buildWorld(options);
  const results: Partial<Record<PolicyName, PolicyMetrics>> = {};
  for (const policy of options.policies) results[policy] = simulateDay(world, policy, options);
  process.stdout.write(`${options.json ? renderJson(results) : renderTable(options, results)}\n`);
}
