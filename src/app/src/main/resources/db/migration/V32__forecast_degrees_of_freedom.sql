-- A proposal's forecast is Student-t with these degrees of freedom (MeanForecast); its judged outcome keeps them, so
-- that the outcome's interval is the t's own. Null: a normal forecast, as every row stored before.
alter table proposal add column forecast_degrees_of_freedom double precision;
alter table proposal add constraint ck_proposal_forecast_df check (forecast_degrees_of_freedom > 0);
alter table forecast_outcome add column degrees_of_freedom double precision;
alter table forecast_outcome add constraint ck_forecast_outcome_df check (degrees_of_freedom > 0);
