/**
 * `npx tsx server/cli/env-docs.ts`: prints the environment variables as the Markdown table
 * the README carries, straight from ENV_VARS so the two cannot drift.
 */
import { ENV_VARS } from '../config';

const rows = Object.entries(ENV_VARS).map(([name, variable]) => {
  const fallback = 'default' in variable ? `\`${variable.default || '(empty)'}\`` : '(unset)';
  return `| \`${name}\` | ${fallback} | ${variable.description.replaceAll('|', '\\|')} |`;
});

console.log(['| Variable | Default | Description |', '| --- | --- | --- |', ...rows].join('\n'));
