-- Why this setpoint, per design variable: where its move started (the running setpoint when the proposal was made,
-- else the incumbent) and the model's predicted effect of the move on the output's mean and on the process's standard
-- deviation. Value lists in design-variable order; null for proposals made before effects were recorded.
alter table proposal add column effect_from_values varchar(4000);
alter table proposal add column mean_effect_values varchar(4000);
alter table proposal add column spread_effect_values varchar(4000);
