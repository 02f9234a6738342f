-- Whether the process has been inside tolerance since its autopilot was switched on or resumed. An autopilot that
-- takes over a process out of tolerance is bringing it in: only once it was inside does an OUT OF TOLERANCE alarm
-- make it fall back. Autopilots switched on before this column existed keep falling back on every such alarm.
alter table autopilot add column inside_tolerance_seen boolean default true not null;
