import { defineConfig } from 'vite';
import { widgetAliases, widgetBuildConfig } from './build/widget-build.ts';
const c = widgetBuildConfig({ aliases: widgetAliases, outDir: '/tmp/w4' });
const extra = process.env.EXTRA;
if (extra) c.build.terserOptions.mangle.properties.regex = new RegExp(c.build.terserOptions.mangle.properties.regex.source.replace('|diffed)$', `|diffed|${extra})$`));
export default defineConfig(c);
