import { Alert, Button } from '@mantine/core';
import { ApiError } from '../../lib/api-client';

interface LoadFailureProps {
  error: Error;
  /** "Engagement not found." */
  notFound: string;
  /** "The engagement could not be loaded." */
  failed: string;
  onRetry: () => void;
}

/** A record's page when its record cannot be shown: not found, or a failure worth another try. */
export function LoadFailure({ error, notFound, failed, onRetry }: LoadFailureProps) {
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <Alert color="red" mt="md" title={missing ? notFound : failed}>
      {!missing && (
        <Button mt="sm" variant="light" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Alert>
  );
}
