import { Alert, Button, Center, Paper, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconLogin2 } from '@tabler/icons-react';
import { Navigate, useSearchParams } from 'react-router';
import { CenteredLoader } from '../../../components/ui/centered-loader';
import { signedInUser, useCurrentUser } from '../../../lib/lookups/get-current-user';
import { isPermissionFailed, returnPath, singleSignOnUrl } from '../utils/session';

export function LoginPage() {
  useDocumentTitle('Sign in | Timekeep');
  const [searchParams] = useSearchParams();
  const { data, isPending } = useCurrentUser();
  const target = returnPath(searchParams.get('redirect'));

  if (isPending) return <CenteredLoader />;
  if (data && signedInUser(data)) return <Navigate to={target} replace />;

  const permissionFailed =
    searchParams.get('error') === 'permission_failed' || (data !== undefined && isPermissionFailed(data));
  const signInFailed = !permissionFailed && searchParams.get('error') === 'sign_in_failed';

  return (
    <Center component="main" mih="100vh" bg="gray.0">
      <Paper withBorder shadow="sm" radius="md" p="xl" w={420}>
        <Stack gap="lg">
          <Title order={1} size="h2" ta="center">
            Timekeep
          </Title>
          {permissionFailed && (
            <Alert color="red" role="alert">
              Sorry, you are not enabled to login to this application
            </Alert>
          )}
          {signInFailed && (
            <Alert color="orange" role="alert">
              Sign-in did not finish. Please try again.
            </Alert>
          )}
          <Button
            size="md"
            leftSection={<IconLogin2 size={20} aria-hidden />}
            onClick={() => window.location.assign(singleSignOnUrl(target))}
          >
            Sign in with single sign-on
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
