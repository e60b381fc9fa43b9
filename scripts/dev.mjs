#!/usr/bin/env node
/** `npm run dev`: API with reload on port 3001, Vite with hot module replacement on port 3000 (proxying the API). */
import { spawn } from 'node:child_process';
import { root } from './lib/build-state.mjs';

// Like `npm start`: demo accounts and the dev mailbox unless given otherwise (decisions 070, 071).
const env = {
  SEED_DEMO_DATA: 'true',
  DEV_MAILBOX: 'true',
  ...process.env,
  PORT: '3001',
  PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:3000',
};
const children = [
  spawn('npm', ['run', 'dev', '-w', 'apps/api'], { stdio: 'inherit', cwd: root, env }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit', cwd: root }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) =>
  child.on('exit', (code) => {
    if (code) {
      stop();
      process.exit(code);
    }
  }),
);
