// Agora's pages: the marketplace, booking, the consultant area and its admin area. Routes, links and
// the shell read these; a screen not built yet carries its name and description on its route.
import { path, type ModuleInfo } from '../../lib/paths.ts';

export const agoraPaths = {
  marketplace: path('/agora'),
  apply: path('/agora/consultants/new'),
  pending: path('/agora/consultants/pending'),
  consultant: path('/agora/consultants/:id'),
  book: path('/agora/book/:id'),
  consultation: path('/agora/consultations/:id'),
  consultantDashboard: path('/agora/consultants/dashboard'),
  consultantProfile: path('/agora/consultants/profile'),
  consultantCertifications: path('/agora/consultants/certifications'),
  consultantCalendar: path('/agora/consultants/calendar'),
  consultantEarnings: path('/agora/consultants/earnings'),
  admin: path('/agora/admin'),
  verification: path('/agora/admin/verification/:id'),
};

export const agoraModule: ModuleInfo = {
  id: 'agora',
  name: 'Agora - Expert Marketplace',
  description: 'Find, verify and book cultivation consultants and educators.',
  path: agoraPaths.marketplace.pattern,
  // Agora needs Advanced (spec-1 §6) to book: useBookingGate and book_consultation (AG001) read this.
  requiredTier: 'Advanced',
  // Its link leads to the marketplace, which is public (spec-1 §2, §6: visitors browse it), so the
  // bars never lock it; a lock there contradicted the page opening for everyone (issue 14 §13).
  linkTier: 'free',
  scope: 'personal',
  tools: [],
};
