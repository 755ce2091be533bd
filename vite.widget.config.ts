import { defineConfig } from 'vite';
import { OUT_DIR } from './build/out-dir.mjs';
import { widgetAliases, widgetBuildConfig } from './build/widget-build.ts';

/** The widget: one self-contained IIFE, dist/widget.js (the build itself: build/widget-build.ts). */
export default defineConfig(widgetBuildConfig({ aliases: widgetAliases, outDir: OUT_DIR }));
