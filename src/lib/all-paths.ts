// Every page the app declares, from each module's `paths.ts`: the one list that the route test
// (every declared path has a route, every route is declared) and the 375 px phone check walk.
// Only tests import it, so the app bundle does not carry the modules it does not open.
import { accountPaths } from '../modules/account/paths.ts';
import { agoraPaths } from '../modules/agora/paths.ts';
import { ancoraPaths } from '../modules/ancora/paths.ts';
import { animusPaths } from '../modules/animus/paths.ts';
import { arcaPaths } from '../modules/arca/paths.ts';
import { atlasPaths } from '../modules/atlas/paths.ts';
import { clientsPaths } from '../modules/clients/paths.ts';
import { feedbackPaths } from '../modules/feedback/paths.ts';
import { prometheusPaths } from '../modules/prometheus/paths.ts';
import type { AppPath } from './paths.ts';

export const ALL_PATHS: readonly AppPath[] = [
  accountPaths,
  agoraPaths,
  ancoraPaths,
  animusPaths,
  arcaPaths,
  atlasPaths,
  clientsPaths,
  feedbackPaths,
  prometheusPaths,
].flatMap((paths) => Object.values(paths) as AppPath[]);
