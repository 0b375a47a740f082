// The e-mail asked for by the code sign-in and the password reset (same limit as sign-up: 128).
import { z } from 'zod';
import { signUpBody } from '@/api/generated/zod/auth/auth.zod';
import '@/lib/form-errors';

export const emailSchema = z.object({ email: z.string().trim().min(1).pipe(signUpBody.shape.email) });
