import { useState } from 'react';
import { AuthCard } from '../../components/AuthCard';
import { TEXT_LINK_CLASS } from '../../components/button-styles';
import { AUTH_TEXTS } from '../../lib/ui-texts';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

type Mode = 'login' | 'register';

/** What a visitor sees on any protected page: Welcome, with Log In or (through the toggle) Sign Up. */
export default function AuthScreen() {
  const [mode, setMode] = useState<Mode>('login');
  const login = mode === 'login';
  return (
    <AuthCard
      title={AUTH_TEXTS.welcome}
      subtitle={login ? AUTH_TEXTS.logIn : AUTH_TEXTS.signUp}
      footer={
        <button type="button" onClick={() => setMode(login ? 'register' : 'login')} className={TEXT_LINK_CLASS}>
          {login ? AUTH_TEXTS.needAccount : AUTH_TEXTS.haveAccount}
        </button>
      }
    >
      {login ? <LoginForm /> : <RegisterForm />}
    </AuthCard>
  );
}
