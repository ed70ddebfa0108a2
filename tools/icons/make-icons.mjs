// Renders the Game Icons (https://game-icons.net, CC BY 3.0, from the npm package
// @iconify-json/game-icons) that the game's data files name into white-on-transparent PNGs in
// assets/icons/, so a build needs no npm. Re-runnable: `npm ci && node make-icons.mjs` in this
// folder. An icon is named by `icon: "name"` in a data file (creatures, spells, items, powers), or quoted
// in src/ui/icons.rs (the HUD's own: actions, stances, the unit panel), or by a condition's row
// (`icon: "name"` in src/rules/condition_table.rs).
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Resvg } from "@resvg/resvg-js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const SIZE = 128;
const SOURCES = [
  "assets/data/creatures.ron",
  "assets/data/spells.ron",
  "assets/data/items.ron",
  "assets/rulesets/osr/creatures.ron",
  "assets/rulesets/osr/powers.ron",
  "src/rules/condition_table.rs",
];
const HUD = "src/ui/icons.rs";

const set = JSON.parse(
  readFileSync(join(root, "tools/icons/node_modules/@iconify-json/game-icons/icons.json"), "utf8"),
);
const names = new Set();
const hud = readFileSync(join(root, HUD), "utf8").split("#[cfg(test)]")[0];
for (const m of hud.matchAll(/"([a-z0-9-]+)"/g)) {
  names.add(m[1]);
}
for (const file of SOURCES) {
  for (const m of readFileSync(join(root, file), "utf8").matchAll(/icon:\s*"([a-z0-9-]+)"/g)) {
    names.add(m[1]);
  }
}
const out = join(root, "assets/icons");
mkdirSync(out, { recursive: true });
let missing = 0;
for (const name of [...names].sort()) {
  const icon = set.icons[name];
  if (!icon) {
    console.error(`no icon named ${name} in Game Icons`);
    missing += 1;
    continue;
  }
  const width = icon.width ?? set.width ?? 512;
  const height = icon.height ?? set.height ?? 512;
  // The set draws in currentColor on a black square background path; white, no background.
  const body = icon.body.replaceAll("currentColor", "#fff");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">${body}</svg>`;
  const png = new Resvg(svg, { fitTo: { mode: "width", value: SIZE } }).render().asPng();
  writeFileSync(join(out, `${name}.png`), png);
  console.log(`assets/icons/${name}.png`);
}
process.exit(missing ? 1 : 0);
