package io.targetwise.postgres;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.targetwise.campaign.ProposalDecisionResourceTest;

@QuarkusTest
@TestProfile(PostgresProfile.class)
class PostgresProposalDecisionResourceTest extends ProposalDecisionResourceTest {
}
