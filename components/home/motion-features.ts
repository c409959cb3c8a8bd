// Loaded on demand by LazyMotion, so animation code stays out of the initial bundle.
import { domAnimation } from 'framer-motion';

export default domAnimation;
