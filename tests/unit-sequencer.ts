// The unit projects' file order: the isolated files ('unit-isolated') first, then the shared-module project's jsdom
// files, then its files that say `// @vitest-environment node`; within each, vitest's own order (slowest or largest
// first). A shared-module worker (isolate: false) keeps its modules and its jsdom only while the next file wants the
// same environment: in vitest's order the two kinds were mixed, and every switch would start a new worker and
// import everything again (docs/decisions.md "CI time", eighth round).
import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const NODE_DOCBLOCK = /@vitest-environment\s+node\b/;

const wantsNode = (spec: TestSpecification): boolean => {
  try {
    return NODE_DOCBLOCK.test(readFileSync(spec.moduleId, 'utf8').slice(0, 1000));
  } catch {
    return false;
  }
};

export default class UnitSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      if (!spec.project.name.startsWith('unit')) return 1;
      if (spec.project.config.isolate) return 0;
      return wantsNode(spec) ? 2 : 1;
    };
    // Array.prototype.sort is stable: within each rank vitest's order stays
    return sorted
      .map((spec, i) => ({ spec, i, r: rank(spec) }))
      .sort((a, b) => a.r - b.r || a.i - b.i)
      .map((x) => x.spec);
  }
}
