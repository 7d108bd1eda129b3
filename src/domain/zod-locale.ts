import { z } from 'zod';

// Validation messages in Portuguese wherever a schema gives none of its own.
z.config(z.locales.ptBR());
