package io.targetwise.app.postgres;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.targetwise.app.proposal.ProposalDecisionResourceTest;

@QuarkusTest
@TestProfile(PostgresProfile.class)
class PostgresProposalDecisionResourceTest extends ProposalDecisionResourceTest {
}
