// The training matrix: who on the team has acknowledged the version of each SOP in force. An
// acknowledgement of an older version counts as "not current" (GMP: people re-acknowledge every
// revision); an SOP with no version in force (draft, retired) asks nothing of anyone.

export type TrainingState = 'current' | 'outdated' | 'never';

export interface TrainingPerson {
  user_id: string;
  name: string;
  role: string;
}

export interface TrainingSop {
  id: string;
  code: string;
  title: string;
  effective_version_id: string | null;
  effective_version: number | null;
}

export interface TrainingVersion {
  id: string;
  sop_id: string;
  version: number;
}

export interface TrainingAck {
  version_id: string;
  user_id: string;
  acknowledged_at: string;
}

export interface TrainingCell {
  sop_id: string;
  state: TrainingState;
  /** The newest version this person acknowledged, if any, and when. */
  acknowledged_version: number | null;
  acknowledged_at: string | null;
}

export interface TrainingRow {
  person: TrainingPerson;
  cells: TrainingCell[];
  current: number;
  required: number;
}

export interface TrainingMatrix {
  sops: TrainingSop[];
  rows: TrainingRow[];
  /** Per SOP (same order as `sops`): how many people are current. */
  currentBySop: number[];
}

export function trainingMatrix(
  people: TrainingPerson[],
  sops: TrainingSop[],
  versions: TrainingVersion[],
  acks: TrainingAck[],
): TrainingMatrix {
  const inForce = sops.filter((s) => s.effective_version_id !== null);
  const versionById = new Map(versions.map((v) => [v.id, v]));
  // person → sop → newest acknowledged version
  const newest = new Map<string, { version: number; at: string }>();
  for (const ack of acks) {
    const v = versionById.get(ack.version_id);
    if (!v) continue;
    const key = `${ack.user_id}/${v.sop_id}`;
    const seen = newest.get(key);
    if (!seen || v.version > seen.version) newest.set(key, { version: v.version, at: ack.acknowledged_at });
  }
  const rows = people.map((person) => {
    const cells = inForce.map((sop): TrainingCell => {
      const seen = newest.get(`${person.user_id}/${sop.id}`);
      const state: TrainingState = !seen
        ? 'never'
        : seen.version >= (sop.effective_version ?? Infinity)
          ? 'current'
          : 'outdated';
      return {
        sop_id: sop.id,
        state,
        acknowledged_version: seen?.version ?? null,
        acknowledged_at: seen?.at ?? null,
      };
    });
    return {
      person,
      cells,
      current: cells.filter((c) => c.state === 'current').length,
      required: cells.length,
    };
  });
  return {
    sops: inForce,
    rows,
    currentBySop: inForce.map((_, i) => rows.filter((r) => r.cells[i]!.state === 'current').length),
  };
}

export const TRAINING_LABELS: Record<TrainingState, string> = {
  current: 'Current',
  outdated: 'Not current',
  never: 'Not trained',
};
