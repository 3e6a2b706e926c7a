export { DevPanel, mountDevPanel, valuesFromSearch, searchFromValues, type DevPanelProps, type DevPanelValues } from './DevPanel';
