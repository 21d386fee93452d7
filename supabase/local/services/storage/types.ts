// Shapes shared by the storage service's parts.
import type pg from 'pg';
import type { SigningKeyStore } from '../../signing-keys.ts';
import type { FileStore } from './files.ts';

/** What hosted Storage records in storage.objects.metadata for an uploaded file. */
export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  metadata: Partial<ObjectMetadata> | null;
  user_metadata: Record<string, unknown> | null;
  version: string | null;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date;
}

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  public: boolean;
  /** bigint, so pg hands it over as a string. */
  file_size_limit: string | null;
  allowed_mime_types: string[] | null;
  created_at: Date;
  updated_at: Date;
}

export interface StorageDeps {
  /** Superuser pool; act as the caller through `withRole`. */
  pool: pg.Pool;
  files: FileStore;
  /** The project's JWT signing keys: who the caller is. */
  keys: SigningKeyStore;
  /**
   * Signs and checks signed URLs. Hosted Storage signs them with a key of its own, apart from the
   * auth signing keys, so rotating those leaves signed URLs valid; locally it is the legacy secret.
   */
  jwtSecret: string;
  /** supabase/config.toml [storage] file_size_limit, in bytes. */
  globalFileSizeLimit: number;
  log: (message: string) => void;
}
