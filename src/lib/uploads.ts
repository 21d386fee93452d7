// One rule per storage bucket: the types and size its `storage.buckets` row enforces (a test keeps
// them equal) and the words a person reads. The file check, the file input's `accept` and the hint
// beside it are all derived from the rule, so they cannot drift apart.
import { formatBytes } from './format.ts';

export interface UploadRule {
  bucket: string;
  /** Readable without a signed URL. */
  public: boolean;
  /** The bucket's allowed_mime_types. */
  types: readonly string[];
  /** The bucket's file_size_limit. */
  maxBytes: number;
  words: {
    noun: 'image' | 'file';
    /** The types as a person says them: 'PNG, JPEG, WebP or GIF'. */
    types: string;
    /** The limit as written where a spec fixes it ('5MB'); else derived ('5 MB'). */
    size?: string;
    /** The whole hint where a spec fixes it. */
    hint?: string;
  };
}

const MB = 1024 * 1024;
const IMAGES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export const UPLOAD_RULES = {
  avatars: {
    bucket: 'avatars',
    public: true,
    types: IMAGES,
    maxBytes: 2 * MB,
    words: { noun: 'image', types: 'PNG, JPEG, WebP or GIF' },
  },
  selectionImages: {
    bucket: 'selection-images',
    public: false,
    types: IMAGES,
    maxBytes: 5 * MB,
    words: { noun: 'image', types: 'PNG, JPG, WebP or GIF' },
  },
  certifications: {
    bucket: 'certifications',
    public: false,
    types: ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'],
    maxBytes: 5 * MB,
    words: { noun: 'file', types: 'PDF, PNG, JPG or WEBP', size: '5MB' },
  },
  feedbackAttachments: {
    bucket: 'attachments',
    public: false,
    types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
    maxBytes: 5 * MB,
    words: {
      noun: 'image',
      types: 'PNG, JPG, JPEG or GIF',
      size: '5MB',
      hint: 'PNG, JPG, JPEG, GIF, max 5MB',
    },
  },
  // Course covers and lesson pictures (admins upload; public, so lessons show them to everyone).
  ancoraMedia: {
    bucket: 'ancora-media',
    public: true,
    types: IMAGES,
    maxBytes: 5 * MB,
    words: { noun: 'image', types: 'PNG, JPEG, WebP or GIF' },
  },
  organizationFiles: {
    bucket: 'organization-files',
    public: false,
    types: [
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.ms-excel',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.ms-powerpoint',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'text/plain',
      'text/csv',
      ...IMAGES,
    ],
    maxBytes: 20 * MB,
    words: { noun: 'file', types: 'PDF, Office, text, CSV or image' },
  },
} as const satisfies Record<string, UploadRule>;

const EXTENSIONS: Record<string, readonly string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
  'application/pdf': ['pdf'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.ms-excel': ['xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.ms-powerpoint': ['ppt'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'text/plain': ['txt'],
  'text/csv': ['csv'],
};

/** The file extension a stored object of this type gets ('jpg' for JPEG); 'bin' when unknown. */
export function extensionFor(mimeType: string): string {
  return EXTENSIONS[mimeType]?.[0] ?? 'bin';
}

/** The file input's `accept`: the types and their extensions, so every file picker filters. */
export function uploadAccept(rule: UploadRule): string {
  const extensions = rule.types.flatMap((t) => (EXTENSIONS[t] ?? []).map((e) => `.${e}`));
  return [...new Set([...extensions, ...rule.types])].join(',');
}

function sizeWords(rule: UploadRule): string {
  return rule.words.size ?? formatBytes(rule.maxBytes);
}

/** 'PNG, JPEG, WebP or GIF, up to 2 MB.' */
export function uploadHint(rule: UploadRule): string {
  return rule.words.hint ?? `${rule.words.types}, up to ${sizeWords(rule)}.`;
}

/** Why a chosen file cannot go into the bucket, or null when it can. */
export function uploadProblem(rule: UploadRule, file: Pick<File, 'size' | 'type'>): string | null {
  if (!rule.types.includes(file.type)) return `Choose a ${rule.words.types} ${rule.words.noun}.`;
  if (file.size > rule.maxBytes)
    return `The ${rule.words.noun} is larger than ${sizeWords(rule)}. Please choose a smaller file.`;
  return null;
}
