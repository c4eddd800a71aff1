import { Alert, Anchor, Box, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { PowerBiEmbed } from '@timekeep/shared/schemas/powerbi';
import { type EmbedProps, PowerBIEmbed } from 'powerbi-client-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { CenteredLoader } from '../../../components/ui/centered-loader';
import { PageBreadcrumbs } from '../../../components/ui/page-breadcrumbs';
import { PageTitle } from '../../../components/ui/page-title';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { usePowerBiEmbed } from '../api/get-power-bi-embed';
import { biReportKeys } from '../api/query-keys';
import { useEmbedHeight } from '../utils/embed-height';
import { powerBiErrorText } from '../utils/error-text';
import { urlReportId } from '../utils/report-id';
import classes from './bi-report-embed.module.css';
import { isNotConfigured, PowerBiNotSetUp } from './power-bi-not-set-up';

/** powerbi-models' `TokenType.Embed`: the token is an embed token the server generated, not a user's AAD token. */
const EMBED_TOKEN_TYPE = 1;

type EmbeddedComponent = Parameters<NonNullable<EmbedProps['getEmbeddedComponent']>>[0];

/**
 * The report, embedded once: powerbi-client-react embeds again (reloading the report) whenever its
 * configuration changes, so a renewed token is handed to the embedded report with `setAccessToken` instead.
 */
function EmbeddedReport({ report, height }: { report: PowerBiEmbed; height: number }) {
  const embedded = useRef<EmbeddedComponent | null>(null);
  const [embedConfig] = useState<EmbedProps['embedConfig']>(() => ({
    type: 'report',
    id: report.id,
    embedUrl: report.embedUrl,
    accessToken: report.token,
    tokenType: EMBED_TOKEN_TYPE,
    settings: { panes: { filters: { expanded: false, visible: true } } },
  }));
  useEffect(() => {
    if (report.token === embedConfig.accessToken) return;
    // The next renewal tries again; a refusal here has no one else to tell.
    embedded.current?.setAccessToken(report.token).catch(() => undefined);
  }, [report.token, embedConfig]);
  return (
    <Box h={height}>
      <PowerBIEmbed
        embedConfig={embedConfig}
        cssClassName={classes.embed}
        getEmbeddedComponent={(component) => {
          embedded.current = component;
        }}
      />
    </Box>
  );
}

/** The report's name before its embed answer is in: from the list, when the person came from there. */
function useKnownName(reportId: string): string | undefined {
  const queryClient = useQueryClient();
  const reports = queryClient.getQueryData<{ id: string; name: string }[]>(biReportKeys.list());
  return reports?.find((report) => urlReportId(report.id) === reportId)?.name;
}

/** /power-bi-reports/{reportId}: one embedded report, as tall as the window allows. */
export function BiReportPage() {
  const { reportId = '' } = useParams();
  const embed = usePowerBiEmbed(reportId);
  const height = useEmbedHeight();
  const knownName = useKnownName(reportId);
  const name = embed.data?.name ?? knownName ?? 'Power BI Report';

  let content: React.ReactNode;
  if (embed.isPending) {
    content = <CenteredLoader />;
  } else if (isNotConfigured(embed.error)) {
    content = <PowerBiNotSetUp />;
  } else if (embed.isError && embed.error instanceof ApiError && embed.error.status === 404) {
    content = (
      <Text maw={760}>
        There is no Power BI report at this address: it may have been removed from the workspace, or the link
        is incomplete. Choose one from the{' '}
        <Anchor component={Link} to={paths.biReports.root()}>
          list of Power BI reports
        </Anchor>
        .
      </Text>
    );
  } else if (embed.isError) {
    content = (
      <Alert color="red" role="alert" maw={760}>
        {powerBiErrorText(embed.error)}
      </Alert>
    );
  } else {
    content = <EmbeddedReport key={embed.data.id} report={embed.data} height={height} />;
  }

  return (
    <>
      <PageBreadcrumbs parent={{ to: paths.biReports.root(), label: 'Power BI Reports' }} current={name} />
      <PageTitle>{name}</PageTitle>
      {content}
    </>
  );
}
