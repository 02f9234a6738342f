-- Which limits a proposal's search kept to: the process's own, or the autopilot's box and steps while it is on or
-- paused. Null for the proposals made before it was recorded.
alter table proposal add column searched_within varchar(200);
