import type { BlogPost } from '../types';
import { post as estimatingAccuracy } from './estimating-accuracy';
import { post as benefitsOfBim } from './benefits-of-bim';
import { post as materialTakeoffGuide } from './material-takeoff-guide';
import { post as earlyCollaboration } from './early-collaboration';
import { post as sustainablePreconstruction } from './sustainable-preconstruction';
import { post as techPoweringBids } from './tech-powering-bids';
import { post as riskManagement } from './risk-management-in-preconstruction';

export const posts: BlogPost[] = [
  estimatingAccuracy,
  benefitsOfBim,
  materialTakeoffGuide,
  earlyCollaboration,
  sustainablePreconstruction,
  techPoweringBids,
  riskManagement,
];
