/** A POSTed form's fields; a body that is not a form reads as an empty one. */
import type { Context } from 'hono';
import type { FormFields, FormValues } from '../domain/order-input';

export async function readForm(c: Context): Promise<{ get: FormFields; all: FormValues; names: string[] }> {
  const type = c.req.header('content-type') ?? '';
  let data: FormData | URLSearchParams;
  if (type.startsWith('application/x-www-form-urlencoded')) data = new URLSearchParams(await c.req.text());
  else if (type.startsWith('multipart/form-data')) data = await c.req.formData();
  else data = new URLSearchParams();
  return {
    get: (name) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : null;
    },
    all: (name) => data.getAll(name).filter((value): value is string => typeof value === 'string'),
    names: [...new Set(data.keys())],
  };
}
