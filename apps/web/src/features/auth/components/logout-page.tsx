import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { CenteredLoader } from '../../../components/ui/centered-loader';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toasts';
import { useSignOut } from '../api/sign-out';

/** Ends the session, forgets every cached answer of the previous user, and goes to /login. */
export function LogoutPage() {
  const { mutate: signOut } = useSignOut();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const leave = () => {
      queryClient.clear();
      navigate(paths.login(), { replace: true });
    };
    signOut(undefined, {
      onSuccess: leave,
      onError: (error) => {
        // A 401 means the session had already ended: the person is signed out either way.
        if (error instanceof ApiError && error.status === 401) return leave();
        toast.error({ message: 'Something went awry' });
        navigate(paths.home(), { replace: true });
      },
    });
  }, [signOut, queryClient, navigate]);

  return <CenteredLoader />;
}
