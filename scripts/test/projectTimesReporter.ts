import type { Reporter, TestModule } from 'vitest/node';

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;

interface ProjectTimes {
  files: number;
  /** Summed file time. */
  time: number;
  /** When the project's first file started and its last file ended, from the start of the run. */
  first: number;
  last: number;
}

/**
 * Prints, at the end of a run, each Vitest project's file count, summed file time (the projects share the workers, so
 * a project's share of the run is its summed time, not a wall time of its own), when it ran within the run, and the
 * run's wall time.
 */
export class ProjectTimesReporter implements Reporter {
  private started = performance.now();
  private readonly moduleStarts = new Map<string, number>();

  onTestRunStart(): void {
    this.started = performance.now();
  }

  onTestModuleStart(module: TestModule): void {
    this.moduleStarts.set(module.id, performance.now() - this.started);
  }

  onTestRunEnd(testModules: readonly TestModule[]): void {
    const projects = new Map<string, ProjectTimes>();
    for (const module of testModules) {
      const name = module.project.name || 'root';
      const duration = module.diagnostic().duration;
      const start = this.moduleStarts.get(module.id) ?? 0;
      const entry = projects.get(name) ?? { files: 0, time: 0, first: Infinity, last: 0 };
      entry.files += 1;
      entry.time += duration;
      entry.first = Math.min(entry.first, start);
      entry.last = Math.max(entry.last, start + duration);
      projects.set(name, entry);
    }
    const total = [...projects.values()].reduce((sum, entry) => sum + entry.time, 0);
    const rows = [...projects.entries()].sort(([, a], [, b]) => a.first - b.first);
    const lines = rows.map(
      ([name, { files, time, first, last }]) =>
        `  ${name.padEnd(26)} ${String(files).padStart(4)} files  ${seconds(time).padStart(7)}  ${total ? ((time / total) * 100).toFixed(0).padStart(3) : '  0'} %   ran ${seconds(first)} - ${seconds(last)}`,
    );
    process.stdout.write(
      ['', 'Time per project (summed file time; when it ran, from the start of the run):', ...lines, `  wall time of the run: ${seconds(performance.now() - this.started)}`, ''].join('\n'),
    );
  }
}
