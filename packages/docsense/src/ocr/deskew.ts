/** A grayscale image as one byte a pixel, row after row. */
export interface GrayImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** Tilts tried, in degrees: phone photos of a page are rarely off by more than this. */
const MAX_SKEW_DEGREES = 10;
const COARSE_STEP = 0.5;
const FINE_STEP = 0.1;

/** Half the side of the window whose mean brightness is a pixel's local background. */
const WINDOW_RADIUS = 15;

/**
 * Coordinates of the ink: pixels clearly darker than the mean of the window around them. A local
 * threshold, because a photo's shadow or the table around the page would pass a global one.
 */
function inkPoints(image: GrayImage): { xs: Float64Array; ys: Float64Array } {
  const { data, width, height } = image;
  // Summed-area table: any window's sum in four lookups.
  const sums = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += data[y * width + x]!;
      sums[(y + 1) * (width + 1) + x + 1] = sums[y * (width + 1) + x + 1]! + row;
    }
  }
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < height; y++) {
    const top = Math.max(0, y - WINDOW_RADIUS);
    const bottom = Math.min(height, y + WINDOW_RADIUS + 1);
    for (let x = 0; x < width; x++) {
      const left = Math.max(0, x - WINDOW_RADIUS);
      const right = Math.min(width, x + WINDOW_RADIUS + 1);
      const sum =
        sums[bottom * (width + 1) + right]! -
        sums[top * (width + 1) + right]! -
        sums[bottom * (width + 1) + left]! +
        sums[top * (width + 1) + left]!;
      const mean = sum / ((bottom - top) * (right - left));
      const value = data[y * width + x]!;
      if (value < mean * 0.8 && mean - value > 25) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  return { xs: Float64Array.from(xs), ys: Float64Array.from(ys) };
}

/**
 * How sharply the ink falls into horizontal lines when the page is turned back by `degrees`:
 * the sum of squared row counts, which peaks when text lines are level.
 */
function lineSharpness(xs: Float64Array, ys: Float64Array, degrees: number, span: number): number {
  const radians = (degrees * Math.PI) / 180;
  const sin = Math.sin(radians);
  const cos = Math.cos(radians);
  // The turned row y·cos − x·sin lies within ±(width + height): shift it by `span` to index.
  const counts = new Float64Array(2 * span + 1);
  for (let i = 0; i < xs.length; i++) {
    counts[Math.round(ys[i]! * cos - xs[i]! * sin) + span]!++;
  }
  let score = 0;
  for (const c of counts) score += c * c;
  return score;
}

function bestAngle(
  xs: Float64Array,
  ys: Float64Array,
  span: number,
  from: number,
  to: number,
  step: number,
): number {
  let best = 0;
  let bestScore = -1;
  for (let degrees = from; degrees <= to + 1e-9; degrees += step) {
    const score = lineSharpness(xs, ys, degrees, span);
    if (score > bestScore) {
      bestScore = score;
      best = degrees;
    }
  }
  return best;
}

/**
 * Estimates a page's tilt by projection profiles: the angle, in degrees (−10..10, clockwise
 * positive as sharp's rotate() counts), at which the ink lines up best. Rotating the image by
 * the negative of the result levels it. Pass a downscaled page (about 1000 px): the profile
 * needs the lines, not the letters.
 */
export function estimateSkewDegrees(image: GrayImage): number {
  const { xs, ys } = inkPoints(image);
  // Too little ink to see lines: leave the page as it is.
  if (xs.length < 200) return 0;
  const span = image.width + image.height;
  const coarse = bestAngle(xs, ys, span, -MAX_SKEW_DEGREES, MAX_SKEW_DEGREES, COARSE_STEP);
  const fine = bestAngle(xs, ys, span, coarse - COARSE_STEP, coarse + COARSE_STEP, FINE_STEP);
  return Math.round(fine * 10) / 10;
}
