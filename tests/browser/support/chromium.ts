export { CHROMIUM_ARGS, CHROMIUM_PATH, launchChromium } from '../../../scripts/chromium.mjs';

export const VIEWPORTS = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;
