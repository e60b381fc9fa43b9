import { mergeConfig } from 'vite';
import base from './vite.config';
export default mergeConfig(base, {
  build: { outDir: '/tmp/perf-analyze', emptyOutDir: true },
  plugins: [{
    name: 'analyze',
    generateBundle(_o: unknown, bundle: Record<string, any>) {
      for (const [name, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        const mods = Object.entries(chunk.modules as Record<string, any>).map(([id, m]) => [m.renderedLength, id.replace(/.*node_modules\//, 'nm:').replace(/.*\/src\//, 'src:')]).sort((a: any, b: any) => b[0] - a[0]);
        const groups: Record<string, number> = {};
        for (const [len, id] of mods as any) { const s = String(id); const g = s.startsWith('nm:') ? s.split('/').slice(0, s.startsWith('nm:@') ? 2 : 1).join('/') : s.split('/').slice(0, 3).join('/'); groups[g] = (groups[g] ?? 0) + len; }
        require('fs').writeFileSync('/tmp/perf-analyze.txt', '== ' + name + ' ' + chunk.code.length + '\n' + Object.entries(groups).sort((a, b) => b[1] - a[1]).slice(0, 200).map(([g, l]) => `  ${l}\t${g}`).join('\n'));
      }
    },
  }],
});
