-- How the robust acquisitions treat the fitted aleatoric variance: 'integrated' over its uncertainty (the default)
-- or 'plug-in' (the paper's form, taken as known), chosen per campaign.
alter table campaign add column aleatoric_treatment varchar(20) default 'integrated' not null;
alter table campaign add constraint ck_campaign_aleatoric_treatment
    check (aleatoric_treatment in ('integrated', 'plug-in'));
