-- One decision on a proposal yields one setpoint command, however many requests race for it: each decision
-- increments the proposal's version (optimistic locking, so a decision based on a stale read fails), and the
-- database refuses a second command for the same proposal.
alter table proposal add column version bigint default 0 not null;

-- Commands that concurrent approvals issued before this migration were sent to the plant and stay in the audit
-- trail; only the first per proposal keeps its link, so that the constraint below can hold.
update setpoint_command set proposal_id = null
where proposal_id is not null
  and exists (select 1 from setpoint_command earlier
              where earlier.proposal_id = setpoint_command.proposal_id and earlier.id < setpoint_command.id);

alter table setpoint_command add constraint uk_setpoint_command_proposal unique (proposal_id);

-- Console sessions signed out before their cookie expired: the cookie's SHA-256, refused by every instance until
-- the cookie would have expired anyway.
create table revoked_session (
    cookie_hash  varchar(64)  not null primary key,
    expires_at   timestamp with time zone not null
);
