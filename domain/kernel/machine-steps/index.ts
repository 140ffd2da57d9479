export { machineSteps, type MachineSteps } from './machine-steps';
