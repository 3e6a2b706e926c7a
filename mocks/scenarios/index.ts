export { scenarios, scenarioNames, type ScenarioName } from './definitions';
export { compose, named, resolveScenarios, isScenarioName, type Scenario, type ScenarioInput } from './registry';
export { failure, parseFailures, formatFailures, FAILURE_KINDS, type FailureKind, type FailureRule } from './failures';
