import { defineConfig } from 'vite';
import { widgetAliases, widgetBuildConfig } from './build/widget-build.ts';

/** The widget: one self-contained IIFE, dist/widget.js (the build itself: build/widget-build.ts). */
export default defineConfig(widgetBuildConfig({ aliases: widgetAliases, outDir: 'dist' }));
