import { z } from 'zod';
import { ptBR } from 'zod/locales';

// Validation messages in Brazilian Portuguese wherever a schema gives none of its own.
z.config(ptBR());
