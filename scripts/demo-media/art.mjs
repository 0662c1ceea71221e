// Demo artwork for the site, drawn as SVG by code: no stock photos, no real people.
// Everything here is placeholder content a nonprofit adopting the site replaces.
// One place to import the drawings from; each kind of picture is drawn in its own file.

export { favicon, mark, palette } from './brand.mjs';
export { heroFrame } from './hero.mjs';
export { iconIds, iconSvg } from './icons.mjs';
export { portrait } from './people.mjs';
export { product, productIds } from './products.mjs';
export { scene, sceneIds } from './scenes.mjs';
