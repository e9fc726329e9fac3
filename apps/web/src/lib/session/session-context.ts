import { createContext } from 'react';
import type { SessionState } from './session-state';

export const SessionContext = createContext<SessionState | null>(null);
