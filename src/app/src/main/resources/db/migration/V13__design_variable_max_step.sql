-- The trust region: how far a proposal may move a design variable from the running setpoint in one move. Null means
-- the default, a quarter of the variable's range (ProcessDefinition.DesignVariable.effectiveMaxStep).
alter table process_design_variable add column max_step double precision;
alter table process_design_variable add constraint ck_design_variable_max_step
    check (max_step is null or (max_step > 0 and max_step <= upper_bound - lower_bound));
