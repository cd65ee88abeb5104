import { createContext } from 'react';
import type { Api } from '../api.client';

/** What the media picker fields need from the page editor around Puck (none outside it). */
export const MediaLibrary = createContext<{ api: Api } | null>(null);
