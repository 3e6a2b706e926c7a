export { scenarios, scenarioNames, type ScenarioName } from './definitions';
export {
  compose,
  named,
  resolveScenarios,
  isScenarioName,
  worldSetup,
  DEFAULT_SCENARIO,
  type Scenario,
  type ScenarioInput,
  type ScenarioOptions,
} from './registry';
export { failure, parseFailures, formatFailures, FAILURE_KINDS, type FailureKind, type FailureRule } from './failures';
