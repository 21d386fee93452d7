import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { UPLOAD_RULES } from '@/lib/uploads';
import type { ResourceSection } from './get-organization-resources';
import { clientsKeys } from './keys';

export type NewResource = {
  orgId: string;
  section: ResourceSection;
  title: string;
  description: string;
} & ({ kind: 'link'; url: string } | { kind: 'file'; file: File });

/** Owners add a link, or upload a file to the organisation's folder and list it. */
export async function addOrganizationResource(input: NewResource) {
  const base = {
    organization_id: input.orgId,
    section: input.section,
    title: input.title.trim(),
    description: input.description.trim() || null,
  };
  if (input.kind === 'link') {
    await supabase
      .from('organization_resources')
      .insert({ ...base, kind: 'link', url: input.url.trim() })
      .throwOnError();
    return;
  }
  const ext = (input.file.name.split('.').pop() ?? 'bin').replace(/[^A-Za-z0-9]/g, '').slice(0, 10) || 'bin';
  const path = `${input.orgId}/${crypto.randomUUID()}.${ext}`;
  const { error } = await supabase.storage
    .from(UPLOAD_RULES.organizationFiles.bucket)
    .upload(path, input.file, { contentType: input.file.type || undefined });
  if (error) throw error;
  await supabase
    .from('organization_resources')
    .insert({ ...base, kind: 'file', storage_path: path })
    .throwOnError();
}

export function useAddOrganizationResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addOrganizationResource,
    onSuccess: (_d, v) =>
      queryClient.invalidateQueries({ queryKey: clientsKeys.resources(v.orgId, v.section) }),
  });
}
