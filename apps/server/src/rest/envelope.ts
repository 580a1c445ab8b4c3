/** The legacy REST envelope (docs/spec/product.md): clients read `isError`, `message` and `data`. */
export interface Success<T> {
  isError: false;
  message: string;
  data: T;
}

export interface Failure {
  isError: true;
  message: string;
  errors?: Record<string, string>;
}

export function success<T>(message: string, data: T): Success<T> {
  return { isError: false, message, data };
}

export function failure(message: string, errors?: Record<string, string>): Failure {
  return errors && Object.keys(errors).length > 0
    ? { isError: true, message, errors }
    : { isError: true, message };
}
