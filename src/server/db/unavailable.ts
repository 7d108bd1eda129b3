/** The database cannot be opened or reached: the server says so and stops (main.ts). */
export class DatabaseUnavailableError extends Error {
  constructor(detail: string) {
    super(`Banco de dados indisponível: ${detail}`);
    this.name = 'DatabaseUnavailableError';
  }
}
