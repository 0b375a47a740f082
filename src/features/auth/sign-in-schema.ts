// The sign-in form's rules (the contract's body, with the login trimmed) and zod's translated
// error map. Loaded by the form on first validation, so zod stays out of /auth's first chunk.
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { signInBody, signInBodyLoginMax } from '@/api/generated/zod/auth/auth.zod';
import '@/lib/form-errors';

export const signInSchema = signInBody.extend({ login: z.string().trim().min(1).max(signInBodyLoginMax) });
export type SignInValues = z.infer<typeof signInSchema>;
export const signInResolver = zodResolver(signInSchema);
