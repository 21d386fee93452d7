-- Hosted projects start with an empty publication; migrations add the tables they broadcast.
create publication supabase_realtime with (publish = 'insert, update, delete, truncate');
