import type { Service } from '../types';
import type { ServiceWords } from '@/lib/content/services';
import { estimationServices } from './estimation';
import { shopDrawingServices } from './shop-drawings';
import { rebarServices } from './rebar-detailing';
import { bimServices } from './bim';
import { projectManagementServices } from './project-management';
import { designServices } from './design';

/**
 * All service pages, grouped in menu order. Each group is its words, given the facts and sentences they
 * quote (`ServiceWords`, lib/content/services.ts), so a number on a service page is the facts', never typed.
 */
export const services = (words: ServiceWords): Service[] => [
  ...estimationServices(words),
  ...shopDrawingServices(words),
  ...rebarServices(words),
  ...bimServices(words),
  ...projectManagementServices(words),
  ...designServices(words),
];
