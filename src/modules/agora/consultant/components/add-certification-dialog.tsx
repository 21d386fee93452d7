import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useAddCertification } from '../api/add-certification';
import { uploadAccept, uploadHint } from '@/lib/uploads';
import { CERTIFICATION_DOCUMENT_RULE, documentProblem } from '../certifications';

type Fields = { name: string; issuingOrganization: string; issueDate: string; expirationDate: string };
const EMPTY: Fields = { name: '', issuingOrganization: '', issueDate: '', expirationDate: '' };

/** Add Certification (spec-2 §2, §5): name and organization required, dates and document optional. */
export function AddCertificationDialog({
  consultantId,
  open,
  onOpenChange,
}: {
  consultantId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const add = useAddCertification();
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields | 'file', string>>>({});

  const set = (key: keyof Fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [key]: e.target.value }));

  const reset = () => {
    setFields(EMPTY);
    setFile(null);
    setErrors({});
  };

  const close = (next: boolean) => {
    if (add.isPending) return;
    if (!next) reset();
    onOpenChange(next);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!fields.name.trim()) next.name = 'Certification name is required';
    if (!fields.issuingOrganization.trim()) next.issuingOrganization = 'Issuing organization is required';
    if (fields.issueDate && fields.expirationDate && fields.expirationDate < fields.issueDate) {
      next.expirationDate = 'The expiration date must be on or after the issue date';
    }
    const problem = file ? documentProblem(file) : null;
    if (problem) next.file = problem;
    setErrors(next);
    if (next.name || next.issuingOrganization) {
      toast.error('Missing information', {
        description: 'Please enter the certification name and issuing organization.',
      });
      return;
    }
    if (Object.keys(next).length > 0) return;
    add.mutate(
      { consultantId, ...fields, file },
      {
        onSuccess: () => {
          toast.success('Certification added', {
            description: 'It will show as verified once our team has checked it.',
          });
          reset();
          onOpenChange(false);
        },
        onError: (error) =>
          toast.error('Error adding certification', { description: getErrorMessage(error) }),
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title="Add Certification"
      description="Add a qualification and upload its document so our team can verify it."
      submitLabel={add.isPending ? 'Adding...' : 'Add Certification'}
      busy={add.isPending}
      onSubmit={onSubmit}
    >
      <TextField
        label="Certification Name"
        value={fields.name}
        onChange={set('name')}
        maxLength={200}
        error={errors.name}
      />
      <TextField
        label="Issuing Organization"
        value={fields.issuingOrganization}
        onChange={set('issuingOrganization')}
        maxLength={200}
        error={errors.issuingOrganization}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Issue Date" type="date" value={fields.issueDate} onChange={set('issueDate')} />
        <TextField
          label="Expiration Date"
          type="date"
          value={fields.expirationDate}
          onChange={set('expirationDate')}
          error={errors.expirationDate}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={fileId} className="text-sm font-medium text-ink">
          Document
        </label>
        <input
          ref={fileInput}
          id={fileId}
          type="file"
          accept={uploadAccept(CERTIFICATION_DOCUMENT_RULE)}
          aria-describedby={`${fileId}-hint`}
          aria-invalid={errors.file ? true : undefined}
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null;
            setFile(chosen);
            setErrors((er) => ({
              ...er,
              file: chosen ? (documentProblem(chosen) ?? undefined) : undefined,
            }));
          }}
          className="block w-full text-sm text-ink file:mr-3 file:h-10 file:rounded-lg file:border file:border-line file:bg-white file:px-3 file:text-sm file:font-semibold file:text-brand-800 hover:file:bg-brand-50"
        />
        <p id={`${fileId}-hint`} className="text-xs text-muted">
          {uploadHint(CERTIFICATION_DOCUMENT_RULE)}
        </p>
        {file && !errors.file && (
          <div className="flex items-center justify-between gap-2 text-xs text-ink">
            <span className="truncate">{file.name}</span>
            <Button
              variant="ghost"
              className="h-8 px-2 text-xs"
              onClick={() => {
                setFile(null);
                if (fileInput.current) fileInput.current.value = '';
              }}
            >
              Remove file
            </Button>
          </div>
        )}
        {errors.file && (
          <p role="alert" className="text-xs font-medium text-danger-700">
            {errors.file}
          </p>
        )}
      </div>
    </FormDialog>
  );
}
