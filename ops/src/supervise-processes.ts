import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '@wordbook/sql/server-env';

export type SupervisedProgram = { name: string; entry: string; args?: string[]; env?: Record<string, string> };

/**
 * Runs TypeScript programs as child processes (node --import tsx), restarts one that dies
 * unexpectedly (after a second), and on stop sends SIGTERM and waits for every child to exit.
 */
export class ProcessSupervisor {
  private readonly children = new Map<string, ChildProcess>();
  private stopping = false;

  constructor(private readonly log: (m: string) => void) {}

  start(program: SupervisedProgram): void {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, program.entry), ...(program.args ?? [])], {
      cwd: repoRoot,
      env: { ...process.env, ...program.env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    this.children.set(program.name, child);
    child.on('exit', (code, signal) => {
      if (this.children.get(program.name) === child) this.children.delete(program.name);
      if (this.stopping) return;
      this.log(`${program.name} exited (${signal ?? `code ${code}`}); restarting in 1 s`);
      setTimeout(() => !this.stopping && this.start(program), 1000);
    });
  }

  pids(): Record<string, number | undefined> {
    return Object.fromEntries([...this.children].map(([name, child]) => [name, child.pid]));
  }

  async stop(timeoutMs = 30_000): Promise<void> {
    this.stopping = true;
    const exits = [...this.children.values()].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    );
    await Promise.all(exits);
  }
}
