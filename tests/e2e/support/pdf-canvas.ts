import type { Locator } from '@playwright/test';

/** How many of a canvas's pixels pdf.js drew darker than paper: 0 for a blank canvas. */
export async function inkedPixels(canvas: Locator): Promise<number> {
  return canvas.evaluate((element) => {
    // Structural types: this runs in the page, and the tests compile without the DOM library.
    const c = element as unknown as {
      width: number;
      height: number;
      getContext(kind: '2d'): { getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } };
    };
    const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    let inked = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 0 && data[i]! + data[i + 1]! + data[i + 2]! < 600) inked++;
    return inked;
  });
}
