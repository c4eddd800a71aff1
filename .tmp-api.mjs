import { cruise } from 'dependency-cruiser';
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const config = require('/work/wt/server/.dependency-cruiser.cjs');
const r = await cruise(['apps/server/src'], { ...config.options, ruleSet: { forbidden: config.forbidden }, validate: true });
console.log(r.output.summary.violations.slice(0,50).map(v=>`${v.rule.name}: ${v.from} -> ${v.to}`).join('\n'), r.output.summary.error);
