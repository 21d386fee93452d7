import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/lib/toast';
import { useSignIn } from '../api/sign-in';
import type * as SchemasModule from '../schemas';
import type { LoginFormValues } from '../schemas';
import { accountPaths } from '../paths';

type Field = keyof LoginFormValues;

type Errors = Partial<Record<Field, string>>;

// The zod schema (and zod with it) and the error messages load when the form is first touched, not
// with the page: /login has the tightest initial-JS budget. Once loaded, validation is synchronous,
// and a failed sign-in (which needs a submit, so they are there) reads its message at once.
type Schemas = typeof SchemasModule & { signInErrorMessage: (error: unknown) => string };
let schemas: Schemas | undefined;
let loading: Promise<Schemas> | undefined;
const loadSchemas = () =>
  (loading ??= Promise.all([import('../schemas'), import('@/lib/errors')]).then(
    ([m, { ACCOUNT_DELETED_MESSAGE, getErrorMessage }]) => {
      // Canopy bans an account in auth only when it is deleted (delete_my_account), so GoTrue's
      // user_banned reads as the spec's deleted-account notice here.
      const messages = { user_banned: ACCOUNT_DELETED_MESSAGE };
      schemas = { ...m, signInErrorMessage: (error) => getErrorMessage(error, messages) };
      return schemas;
    },
    (error: unknown) => {
      loading = undefined; // the next submit tries again
      throw error;
    },
  ));

function validate({ loginSchema }: Schemas, values: LoginFormValues) {
  const parsed = loginSchema.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: {} as Errors };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return { data: null, errors };
}

/**
 * The sign-in form. Unlike the app's other forms it is not built on react-hook-form: /login is the
 * page whose initial JavaScript has a budget (ARCHITECTURE.md §6), and two fields do not need it.
 * It behaves the same: validated with its zod schema on submit, then again as the user corrects it,
 * and the first invalid field takes the focus.
 */
export function LoginForm() {
  const signIn = useSignIn();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);

  const read = (): LoginFormValues => {
    const data = new FormData(form.current!);
    return { identifier: String(data.get('identifier') ?? ''), password: String(data.get('password') ?? '') };
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (schemas) submitWith(schemas);
    else
      loadSchemas().then(submitWith, () =>
        toast.error('Sign-in could not start', { description: 'Check your connection and try again.' }),
      );
  };

  const submitWith = (loaded: Schemas) => {
    const { data, errors: found } = validate(loaded, read());
    setErrors(found);
    if (data) {
      signIn.mutate(data);
      return;
    }
    const first = (['identifier', 'password'] as const).find((f) => found[f]);
    const input = first ? form.current?.elements.namedItem(first) : null;
    if (input instanceof HTMLElement) input.focus();
  };

  return (
    <form
      ref={form}
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadSchemas().catch(() => undefined)}
      onChange={() => submitted && schemas && setErrors(validate(schemas, read()).errors)}
      className="flex flex-col gap-5"
    >
      {signIn.isError && schemas && <Alert>{schemas.signInErrorMessage(signIn.error)}</Alert>}
      <TextField
        label="Email or phone"
        name="identifier"
        autoComplete="username"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="you@example.com"
        error={errors.identifier}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        revealable
        error={errors.password}
      />
      <Link
        to={accountPaths.forgotPassword.href()}
        className="-mt-3 self-end text-sm font-semibold text-brand-700 hover:underline"
      >
        Forgot password?
      </Link>
      <Button type="submit" busy={signIn.isPending} className="mt-1 w-full">
        {signIn.isPending ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}
