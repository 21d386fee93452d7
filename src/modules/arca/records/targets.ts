// The hook where Cultivation Targets (issue 16) plug into the loggers and records: bands per room
// and stage for the figures a log shows. Until targets exist nothing is coloured; when they do,
// useRecordTargets (components/records/use-record-targets.ts) returns them and every logger and
// records screen colours values outside their band, with no change to the screens.

export interface Band {
  min: number;
  max: number;
}

/** Bands in stored units (EC mS/cm, runoff %, pH). */
export interface RecordTargets {
  runoffPct?: Band;
  inputEc?: Band;
  runoffEc?: Band;
  ph?: Band;
}
