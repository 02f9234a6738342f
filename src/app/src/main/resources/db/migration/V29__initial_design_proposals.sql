-- Proposals of the product's initial design: a setpoint of a space-filling design, with no model's forecast behind it.
alter table proposal drop constraint ck_proposal_selection_rule;
alter table proposal add constraint ck_proposal_selection_rule
    check (selection_rule in ('acquisition', 'fallback', 'offset-compensation', 'initial-design'));
