-- Consultant profiles are public (issue 14 §14): visitors read an active consultant's bio,
-- specialties, verified certifications and reviews, as in every marketplace. What a certification
-- proves is public; its document is not. Anon used to hold SELECT on every column of
-- agora_consultant_certifications, document_url (the path in the private `certifications` bucket)
-- included: now it reads every column but that one. Signed-in users keep their current access
-- (owners and admins need the path to open the document; others read it under the same policy as
-- before). The rows anon sees are unchanged: verified certifications of active consultants.
revoke all on table public.agora_consultant_certifications from anon;
grant select (
  id, consultant_id, name, issuing_organization, issue_date, expiration_date, verified, created_at,
  updated_at
) on public.agora_consultant_certifications to anon;
