// `npm run dev`: the API in watch mode on API_PORT (default 3000) and Vite with hot reload on 5173,
// which proxies /api to it. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3000';
const env = { ...process.env, NODE_ENV: 'development', PORT: apiPort, API_PORT: apiPort, APP_URL: process.env.APP_URL ?? 'http://localhost:5173' };
const children = [
  spawn('npm', ['run', 'dev', '-w', '@persona/api'], { stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', '@persona/web'], { stdio: 'inherit', env }),
];

const stopAll = (signal) => children.forEach((child) => child.exitCode === null && child.kill(signal));
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
children.forEach((child) =>
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exitCode = code ?? 0;
  }),
);
