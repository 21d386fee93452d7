// Runoff figures (domain reference: runoff % = drain ÷ applied × 100, the leaching fraction). The
// database computes the same as generated columns of arca_runoff_values; these give the logger
// its live figures before anything is saved.

export interface RunoffReading {
  inputVolume?: number;
  runoffVolume?: number;
  inputEc?: number;
  runoffEc?: number;
  inputPh?: number;
  runoffPh?: number;
}

export interface RunoffFigures {
  /** Drained ÷ applied × 100, or null without both volumes (or with nothing applied). */
  runoffPct: number | null;
  /** Runoff EC − input EC: positive means salts are building up in the substrate. */
  ecDiff: number | null;
  /** Runoff pH − input pH. */
  phDiff: number | null;
}

const known = (v: number | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

export function runoffFigures(r: RunoffReading): RunoffFigures {
  return {
    runoffPct:
      known(r.inputVolume) && known(r.runoffVolume) && r.inputVolume > 0
        ? (r.runoffVolume / r.inputVolume) * 100
        : null,
    ecDiff: known(r.inputEc) && known(r.runoffEc) ? r.runoffEc - r.inputEc : null,
    phDiff: known(r.inputPh) && known(r.runoffPh) ? r.runoffPh - r.inputPh : null,
  };
}
