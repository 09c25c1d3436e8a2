/** Why a whole form was not saved (the form layer's `formError`), read out as it appears; nothing when there is none. */
export function FormError({ message, className = '' }: { message: string | undefined; className?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={`font-600 text-red-700 ${className}`}>
      {message}
    </p>
  );
}
