// A verified certification's document stays what the admin verified: its consultant can neither
// delete nor replace the object, nor upload under its name again; a new document gets a new name
// and the certification goes back to unverified.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, demoUser, newConsultant, type TestConsultant, type TestUser } from './helpers.ts';

const BUCKET = 'certifications';
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n`);

let consultant: TestConsultant;
let admin: TestUser;

async function certificationWithDocument(verified: boolean) {
  const key = `${consultant.consultantId}/${randomUUID()}.pdf`;
  const up = await consultant.client.storage
    .from(BUCKET)
    .upload(key, pdf('the real certificate'), { contentType: 'application/pdf' });
  expect(up.error).toBeNull();
  const { data, error } = await consultant.client
    .from('agora_consultant_certifications')
    .insert({
      consultant_id: consultant.consultantId,
      name: 'Certified Crop Advisor',
      issuing_organization: 'American Society of Agronomy',
      document_url: key,
    })
    .select('id')
    .single();
  expect(error).toBeNull();
  if (verified) {
    const v = await admin.client.rpc('admin_set_certification_verified', {
      p_certification_id: data!.id,
      p_verified: true,
    });
    expect(v.error).toBeNull();
  }
  return { key, id: data!.id };
}

async function storedText(key: string): Promise<string | null> {
  const { data } = await admin.client.storage.from(BUCKET).download(key);
  return data ? await data.text() : null;
}

beforeAll(async () => {
  [consultant, admin] = await Promise.all([newConsultant(), demoUser('admin@example.com')]);
});

describe('the document of a verified certification', () => {
  it('cannot be deleted, overwritten or moved by its consultant', async () => {
    const { key } = await certificationWithDocument(true);
    const bucket = consultant.client.storage.from(BUCKET);

    const removed = await bucket.remove([key]);
    expect(removed.data ?? []).toEqual([]);
    const upsert = await bucket.upload(key, pdf('a forged certificate'), {
      contentType: 'application/pdf',
      upsert: true,
    });
    expect(upsert.error).not.toBeNull();
    const update = await bucket.update(key, pdf('a forged certificate'), { contentType: 'application/pdf' });
    expect(update.error).not.toBeNull();
    const moved = await bucket.move(key, `${consultant.consultantId}/${randomUUID()}.pdf`);
    expect(moved.error).not.toBeNull();

    expect(await storedText(key)).toContain('the real certificate');
  });

  it('cannot be uploaded again under its name if the object ever goes missing', async () => {
    const { key } = await certificationWithDocument(true);
    // Arrange: the object is gone (say, removed by an operator); the row still says verified.
    await db().query(`delete from storage.objects where bucket_id = $1 and name = $2`, [BUCKET, key]);
    const up = await consultant.client.storage
      .from(BUCKET)
      .upload(key, pdf('a forged certificate'), { contentType: 'application/pdf' });
    expect(up.error).not.toBeNull();
    expect(await storedText(key)).toBeNull();
  });

  it('is replaced by a new file under a new name, which sends the certification back to the admin', async () => {
    const { key, id } = await certificationWithDocument(true);
    const next = `${consultant.consultantId}/${randomUUID()}.pdf`;
    const up = await consultant.client.storage
      .from(BUCKET)
      .upload(next, pdf('a renewed certificate'), { contentType: 'application/pdf' });
    expect(up.error).toBeNull();
    const { data, error } = await consultant.client
      .from('agora_consultant_certifications')
      .update({ document_url: next })
      .eq('id', id)
      .select('document_url, verified')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ document_url: next, verified: false });
    // The old file is no longer what a verified certification shows, so it may go now.
    const removed = await consultant.client.storage.from(BUCKET).remove([key]);
    expect(removed.data?.map((o) => o.name)).toEqual([key]);
  });
});

describe('the document of an unverified certification', () => {
  it('stays the consultant’s to delete', async () => {
    const { key } = await certificationWithDocument(false);
    const removed = await consultant.client.storage.from(BUCKET).remove([key]);
    expect(removed.data?.map((o) => o.name)).toEqual([key]);
  });
});
