import { theme } from './theme';

it('stacks a toast above an open dialog, the dialog above the shell overlays, the skip link above all', () => {
  const { layers } = theme;
  expect(layers.toast).toBeGreaterThan(layers.dialog);
  expect(layers.dialog).toBeGreaterThan(layers.overlay);
  expect(layers.overlay).toBeGreaterThan(Math.max(layers.header, layers.bottomMenu, layers.loadingBar));
  expect(layers.skipLink).toBeGreaterThan(Math.max(...Object.values(layers).filter((v) => v !== layers.skipLink)));
});
