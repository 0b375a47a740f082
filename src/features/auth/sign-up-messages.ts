// Messages of the sign-up step (spec §5 register rules, §8 register messages).
import { defineMessages } from '@/i18n/define-messages';

export const signUpMessages = defineMessages({
  form: { id: 'auth.signup.form', defaultMessage: 'Create your partner account' },
  username: { id: 'auth.signup.username', defaultMessage: 'Username' },
  usernameHint: { id: 'auth.signup.username.hint', defaultMessage: 'Letters, digits and underscore, up to 16 characters.' },
  usernameChecking: { id: 'auth.signup.username.checking', defaultMessage: 'Checking if it is free…' },
  usernameAvailable: { id: 'auth.signup.username.available', defaultMessage: '“{username}” is available.' },
  usernameTaken: { id: 'auth.signup.username.taken', defaultMessage: 'This username is already taken.' },
  usernameFormat: { id: 'auth.signup.username.format', defaultMessage: 'Use only letters, digits and underscore.' },
  firstName: { id: 'auth.signup.first-name', defaultMessage: 'First name' },
  lastName: { id: 'auth.signup.last-name', defaultMessage: 'Last name' },
  email: { id: 'auth.signup.email', defaultMessage: 'E-mail' },
  password: { id: 'auth.signup.password', defaultMessage: 'Password' },
  passwordHint: { id: 'auth.signup.password.hint', defaultMessage: 'At least 6 characters.' },
  passwordConfirmation: { id: 'auth.signup.password-confirmation', defaultMessage: 'Confirm password' },
  passwordConfirmationHint: { id: 'auth.signup.password-confirmation.hint', defaultMessage: 'Type it again.' },
  cpf: { id: 'auth.signup.cpf', defaultMessage: 'CPF' },
  cpfHint: { id: 'auth.signup.cpf.hint', defaultMessage: 'Your Brazilian taxpayer number.' },
  submit: { id: 'auth.signup.submit', defaultMessage: 'Create account' },
  haveAccount: { id: 'auth.signup.have-account', defaultMessage: 'Already a partner?' },
  toSignIn: { id: 'auth.signup.to-signin', defaultMessage: 'Sign in' },
  cpfInvalid: { id: 'auth.signup.error.cpf', defaultMessage: 'Enter a valid CPF.' },
  fieldInUse: { id: 'auth.signup.error.field-in-use', defaultMessage: 'Already used by another account.' },
  dataInUse: {
    id: 'auth.signup.error.data-in-use',
    defaultMessage: 'Some of this data is already used by another account. Check the fields marked below.',
  },
  checkData: { id: 'auth.signup.error.check-data', defaultMessage: 'Check your data and try again.' },
  successTitle: { id: 'auth.signup.success.title', defaultMessage: 'Account created' },
  successBody: {
    id: 'auth.signup.success.body',
    defaultMessage: 'Your account is under review. We will e-mail you when it is approved; then you can sign in.',
  },
  successSignIn: { id: 'auth.signup.success.signin', defaultMessage: 'Go to sign in' },
});
