// The clients portal's pages: an organisation's workspace lives under its slug.
import { path } from '../../lib/paths.ts';

export const clientsPaths = {
  index: path('/clients'),
  notAuthorized: path('/clients/not-authorized'),
  organization: path('/clients/:orgSlug'),
  resources: path('/clients/:orgSlug/resources'),
  education: path('/clients/:orgSlug/education'),
  communication: path('/clients/:orgSlug/communication'),
  workspace: path('/clients/:orgSlug/workspace'),
};
