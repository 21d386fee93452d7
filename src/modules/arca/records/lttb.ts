// Largest-Triangle-Three-Buckets: thins a time series to `threshold` points while keeping its shape
// (peaks and dips survive, flat stretches thin out), so a chart of months of readings stays light.
// Steinarsson 2013, "Downsampling Time Series for Visual Representation".

export interface Point {
  x: number;
  y: number;
}

export function lttb<T extends Point>(data: readonly T[], threshold: number): T[] {
  if (threshold >= data.length || threshold < 3) return [...data];
  const sampled: T[] = [data[0]!];
  const bucket = (data.length - 2) / (threshold - 2);
  let a = 0;
  for (let i = 0; i < threshold - 2; i++) {
    // The average of the next bucket is the third corner of the triangle.
    const nextStart = Math.floor((i + 1) * bucket) + 1;
    const nextEnd = Math.min(Math.floor((i + 2) * bucket) + 1, data.length);
    let avgX = 0;
    let avgY = 0;
    for (let j = nextStart; j < nextEnd; j++) {
      avgX += data[j]!.x;
      avgY += data[j]!.y;
    }
    const n = Math.max(1, nextEnd - nextStart);
    avgX /= n;
    avgY /= n;
    const start = Math.floor(i * bucket) + 1;
    const end = Math.floor((i + 1) * bucket) + 1;
    const pa = data[a]!;
    let best = start;
    let bestArea = -1;
    for (let j = start; j < end; j++) {
      const p = data[j]!;
      const area = Math.abs((pa.x - avgX) * (p.y - pa.y) - (pa.x - p.x) * (avgY - pa.y));
      if (area > bestArea) {
        bestArea = area;
        best = j;
      }
    }
    sampled.push(data[best]!);
    a = best;
  }
  sampled.push(data[data.length - 1]!);
  return sampled;
}
