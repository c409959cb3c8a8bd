import type { Service } from '../types';
import { estimationServices } from './estimation';
import { shopDrawingServices } from './shop-drawings';
import { rebarServices } from './rebar-detailing';
import { bimServices } from './bim';
import { projectManagementServices } from './project-management';
import { designServices } from './design';

/** All service pages, grouped in menu order. */
export const services: Service[] = [
  ...estimationServices,
  ...shopDrawingServices,
  ...rebarServices,
  ...bimServices,
  ...projectManagementServices,
  ...designServices,
];
