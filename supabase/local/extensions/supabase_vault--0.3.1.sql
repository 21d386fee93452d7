-- The local stack's Supabase Vault: the SQL API of supabase_vault 0.3.1 as a hosted project has it
-- (vault.create_secret, vault.update_secret, vault.secrets holding base64 ciphertext, the
-- vault.decrypted_secrets view, their grants). Hosted encrypts with libsodium's deterministic
-- AEAD under a root key kept outside the database; here the same three private functions encrypt
-- with pgcrypto: AES-256-CBC, then HMAC-SHA256 over the additional data, the nonce and the
-- ciphertext (encrypt-then-MAC), with keys derived from a 32-byte root key that the stack keeps
-- in <data dir>/vault/root.key beside the database folder (never in git, never in a table).

-- The root key file sits beside the cluster's folder: <data dir>/db is the cluster,
-- <data dir>/vault/root.key the key (supabase/local/extensions.ts writes it).
create function vault._root_key() returns bytea
language sql stable security definer set search_path = '' as $fn$
  select decode(btrim(pg_catalog.pg_read_file(
    regexp_replace(pg_catalog.current_setting('data_directory'), '/[^/]+/?$', '') || '/vault/root.key')), 'hex');
$fn$;

-- The encryption and MAC keys of one key id and context, derived from the root key.
create function vault._derived_keys(key_id bigint, context bytea, out enc bytea, out mac bytea)
language plpgsql stable security definer set search_path = '' as $fn$
declare
  k bytea := @extschema:pgcrypto@.hmac(coalesce(context, ''::bytea) || int8send(coalesce(key_id, 0)), vault._root_key(), 'sha256');
begin
  enc := @extschema:pgcrypto@.hmac('\x01'::bytea, k, 'sha256');
  mac := @extschema:pgcrypto@.hmac('\x02'::bytea, k, 'sha256');
end
$fn$;

create function vault._crypto_aead_det_noncegen() returns bytea
language sql volatile set search_path = '' as $fn$
  select @extschema:pgcrypto@.gen_random_bytes(16);
$fn$;

create function vault._crypto_aead_det_encrypt(message bytea, additional bytea, key_id bigint,
  context bytea = 'pgsodium', nonce bytea = null)
returns bytea language plpgsql immutable security definer set search_path = '' as $fn$
declare
  keys record;
  aad bytea := coalesce(additional, ''::bytea);
  iv bytea;
  ct bytea;
begin
  select d.enc, d.mac into keys from vault._derived_keys(key_id, context) d;
  -- Deterministic, as hosted's: the same message, additional data and nonce give the same bytes.
  iv := case
    when length(nonce) = 16 then nonce
    when nonce is not null then substring(@extschema:pgcrypto@.hmac(nonce, keys.mac, 'sha256') from 1 for 16)
    else substring(@extschema:pgcrypto@.hmac(aad || message, keys.mac, 'sha256') from 1 for 16)
  end;
  ct := @extschema:pgcrypto@.encrypt_iv(message, keys.enc, iv, 'aes-cbc/pad:pkcs');
  return iv || ct || @extschema:pgcrypto@.hmac(int4send(length(aad)) || aad || iv || ct, keys.mac, 'sha256');
end
$fn$;

create function vault._crypto_aead_det_decrypt(message bytea, additional bytea, key_id bigint,
  context bytea = 'pgsodium', nonce bytea = null)
returns bytea language plpgsql immutable security definer set search_path = '' as $fn$
declare
  keys record;
  aad bytea := coalesce(additional, ''::bytea);
  n int := length(message);
  iv bytea;
  ct bytea;
begin
  select d.enc, d.mac into keys from vault._derived_keys(key_id, context) d;
  if n < 16 + 16 + 32 then
    raise exception 'pgsodium_crypto_aead_det_decrypt_by_id: invalid message';
  end if;
  iv := substring(message from 1 for 16);
  ct := substring(message from 17 for n - 16 - 32);
  -- A changed ciphertext, nonce or id (the additional data) fails here rather than decrypting.
  if @extschema:pgcrypto@.hmac(int4send(length(aad)) || aad || iv || ct, keys.mac, 'sha256')
      <> substring(message from n - 31) then
    raise exception 'pgsodium_crypto_aead_det_decrypt_by_id: invalid message';
  end if;
  return @extschema:pgcrypto@.decrypt_iv(ct, keys.enc, iv, 'aes-cbc/pad:pkcs');
end
$fn$;

create table vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text,
  description text not null default '',
  secret text not null,
  key_id uuid,
  nonce bytea default vault._crypto_aead_det_noncegen(),
  created_at timestamptz not null default current_timestamp,
  updated_at timestamptz not null default current_timestamp
);
comment on table vault.secrets is
  'Table with encrypted `secret` column for storing sensitive information on disk.';
create unique index on vault.secrets using btree (name) where name is not null;

create view vault.decrypted_secrets as
select s.id, s.name, s.description, s.secret,
  convert_from(vault._crypto_aead_det_decrypt(
    message := decode(s.secret, 'base64'),
    additional := convert_to(s.id::text, 'utf8'),
    key_id := 0,
    context := 'pgsodium'::bytea,
    nonce := s.nonce
  ), 'utf8') as decrypted_secret,
  s.key_id, s.nonce, s.created_at, s.updated_at
from vault.secrets s;

-- The id is drawn first so the row is written encrypted: the plaintext never reaches a table page.
create function vault.create_secret(new_secret text, new_name text = null, new_description text = '',
  new_key_id uuid = null)
returns uuid language plpgsql security definer set search_path = '' as $fn$
declare
  new_id uuid := gen_random_uuid();
  new_nonce bytea := vault._crypto_aead_det_noncegen();
begin
  insert into vault.secrets (id, secret, name, description, nonce)
  values (
    new_id,
    encode(vault._crypto_aead_det_encrypt(
      message := convert_to(new_secret, 'utf8'),
      additional := convert_to(new_id::text, 'utf8'),
      key_id := 0,
      context := 'pgsodium'::bytea,
      nonce := new_nonce), 'base64'),
    new_name,
    new_description,
    new_nonce);
  return new_id;
end
$fn$;

create function vault.update_secret(secret_id uuid, new_secret text = null, new_name text = null,
  new_description text = null, new_key_id uuid = null)
returns void language plpgsql security definer set search_path = '' as $fn$
begin
  update vault.secrets s
  set secret = case when new_secret is null then s.secret
                    else encode(vault._crypto_aead_det_encrypt(
                      message := convert_to(new_secret, 'utf8'),
                      additional := convert_to(s.id::text, 'utf8'),
                      key_id := 0,
                      context := 'pgsodium'::bytea,
                      nonce := s.nonce), 'base64') end,
      name = coalesce(new_name, s.name),
      description = coalesce(new_description, s.description),
      updated_at = now()
  where s.id = secret_id;
end
$fn$;

revoke all on function
  vault._root_key(),
  vault._derived_keys(bigint, bytea),
  vault._crypto_aead_det_encrypt(bytea, bytea, bigint, bytea, bytea),
  vault._crypto_aead_det_decrypt(bytea, bytea, bigint, bytea, bytea),
  vault._crypto_aead_det_noncegen(),
  vault.create_secret(text, text, text, uuid),
  vault.update_secret(uuid, text, text, text, uuid)
from public;

select pg_catalog.pg_extension_config_dump('vault.secrets', '');

-- What hosted's platform does once the extension exists: supabase_admin owns it; postgres (with
-- grant option) and service_role may use the schema, read and delete secrets, read the decrypted
-- view and call the two functions (and the decryption the view calls); anon and authenticated get
-- nothing.
do $owner$
declare
  obj record;
begin
  alter schema vault owner to supabase_admin;
  for obj in
    select format('%s %s', case c.relkind when 'v' then 'view' else 'table' end, c.oid::regclass) as name
    from pg_catalog.pg_class c
    where c.relnamespace = 'vault'::regnamespace and c.relkind in ('r', 'v')
    union all
    select format('function %s', p.oid::regprocedure)
    from pg_catalog.pg_proc p where p.pronamespace = 'vault'::regnamespace
  loop
    execute format('alter %s owner to supabase_admin', obj.name);
  end loop;
end
$owner$;
grant usage on schema vault to postgres with grant option;
grant select, delete on vault.secrets, vault.decrypted_secrets to postgres with grant option;
grant execute on function vault.create_secret, vault.update_secret, vault._crypto_aead_det_decrypt
  to postgres with grant option;
grant usage on schema vault to service_role;
grant select, delete on vault.secrets, vault.decrypted_secrets to service_role;
grant execute on function vault.create_secret, vault.update_secret, vault._crypto_aead_det_decrypt
  to service_role;
