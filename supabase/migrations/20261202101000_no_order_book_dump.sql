-- all_orders() goes (issue 37). It answered every order whole, for the admin, to screens that then
-- counted or paged them in the browser: 102.7 MB and 21 s of database time at 100,000 orders. Every
-- admin screen now asks its own question instead (dashboard_figures, recent_order_events,
-- delivery_board, search_orders, sales_summary, sales_report_lines), so nothing calls it and the
-- app's OrderBook port has no such read. Dropped rather than left granted: an admin's session could
-- still pull the whole order book through it in one request.
--
-- Nothing else goes with it: order_json, is_admin and orders_placed_at_idx
-- (20261126130000_back_office.sql) all serve the functions above too.
drop function public.all_orders();
