import type { Reporter, TestModule } from 'vitest/node';

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;

/**
 * Prints, at the end of a run, each Vitest project's file count and summed file time (the projects share the
 * workers, so a project's share of the run is its summed time, not a wall time of its own) and the run's wall time.
 */
export class ProjectTimesReporter implements Reporter {
  private started = performance.now();

  onTestRunStart(): void {
    this.started = performance.now();
  }

  onTestRunEnd(testModules: readonly TestModule[]): void {
    const projects = new Map<string, { files: number; time: number }>();
    for (const module of testModules) {
      const name = module.project.name || 'root';
      const entry = projects.get(name) ?? { files: 0, time: 0 };
      entry.files += 1;
      entry.time += module.diagnostic().duration;
      projects.set(name, entry);
    }
    const total = [...projects.values()].reduce((sum, entry) => sum + entry.time, 0);
    const rows = [...projects.entries()].sort(([a], [b]) => a.localeCompare(b));
    const lines = rows.map(
      ([name, { files, time }]) =>
        `  ${name.padEnd(14)} ${String(files).padStart(4)} files  ${seconds(time).padStart(7)}  ${total ? ((time / total) * 100).toFixed(0).padStart(3) : '  0'} %`,
    );
    process.stdout.write(
      ['', 'Time per project (summed file time):', ...lines, `  wall time of the run: ${seconds(performance.now() - this.started)}`, ''].join('\n'),
    );
  }
}
