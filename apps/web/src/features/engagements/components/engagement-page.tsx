import { Text, Title } from '@mantine/core';
import type { EngagementDetail } from '@timekeep/shared/schemas/engagements';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { NotFoundView } from '../../../components/layout/not-found-view';
import { CenteredLoader } from '../../../components/ui/centered-loader';
import { LoadFailure } from '../../../components/ui/load-failure';
import { PageBreadcrumbs } from '../../../components/ui/page-breadcrumbs';
import { PageTitle } from '../../../components/ui/page-title';
import { idFromSegment } from '../../../lib/forms/select-options';
import { paths } from '../../../lib/paths';
import { useEngagement } from '../api/get-engagement';
import { EngagementForm } from './engagement-form';
import { ResourcesSection } from './resources-section';
import { RolesSection } from './roles-section';

export interface EngagementPageProps {
  /** The engagement's budget and its burn, which another feature provides; `title` names the engagement. */
  renderBudget?: (engagement: EngagementDetail, title: string) => ReactNode;
}

/** One engagement: its details, its roles with rates and dates, who holds each role, and its budget when given. */
export function EngagementPage({ renderBudget }: EngagementPageProps = {}) {
  const engagementId = idFromSegment(useParams().engagementId);
  if (engagementId === null) return <NotFoundView />;
  return <Engagement engagementId={engagementId} renderBudget={renderBudget} />;
}

function Engagement({ engagementId, renderBudget }: EngagementPageProps & { engagementId: number }) {
  const engagement = useEngagement(engagementId);
  const breadcrumbs = (current: string) => (
    <PageBreadcrumbs parent={{ to: paths.engagements.root(), label: 'Engagements' }} current={current} />
  );
  if (engagement.isError) {
    return (
      <>
        {breadcrumbs('Engagement')}
        <LoadFailure
          error={engagement.error}
          notFound="Engagement not found."
          failed="The engagement could not be loaded."
          onRetry={() => void engagement.refetch()}
        />
      </>
    );
  }
  if (!engagement.data) return <CenteredLoader />;

  const current = engagement.data;
  const title = `${current.projectId} ${current.name}`;
  return (
    <>
      {breadcrumbs(title)}
      <PageTitle>{title}</PageTitle>
      <Text c="gray.7" mt={-8} mb="lg">
        {current.clientName} · {current.billingTypeLabel} · Net {current.clientBillingTerms}
      </Text>
      <section aria-labelledby="details-heading">
        <Title order={2} size="h3" id="details-heading" mb="sm">
          Details
        </Title>
        {/* Keyed by the saved details (not the roles), so it starts again from them after each save. */}
        <EngagementForm key={JSON.stringify({ ...current, roles: null })} engagement={current} />
      </section>
      <RolesSection engagement={current} />
      <ResourcesSection engagement={current} />
      {renderBudget?.(current, title)}
    </>
  );
}
