# Canadian Civil War, the National Emergency (section 10.0): the names of its data, one
# message per data id. The Military Units (data/military.toml, [[unit]]: ccw-unit-<id>); the
# five tables of the National Emergency Cycle Charts (data/emergency.toml: ccw-table-<table>),
# their results' meanings (each table's [key]: ccw-table-<table>-result-<code>, "–" written
# "none") and the reason of each reconstructed cell the log may quote
# (ccw-table-<table>-cell-<row>-<column>, ":" written "to"), as ops.table_text reads a table.
# The English is the data's, word for word (test_ccw_emergency_messages.py checks it).

## Military Units (10.22, 10.84; the counter sheet, reconstructed)
ccw-unit-fed-1-rcr = 1st Battalion, The Royal Canadian Regiment
ccw-unit-fed-2-rcr = 2nd Battalion, The Royal Canadian Regiment
ccw-unit-fed-3-rcr = 3rd Battalion, The Royal Canadian Regiment
ccw-unit-fed-1-ppcli = 1st Battalion, Princess Patricia's Canadian Light Infantry
ccw-unit-fed-2-ppcli = 2nd Battalion, Princess Patricia's Canadian Light Infantry
ccw-unit-fed-3-ppcli = 3rd Battalion, Princess Patricia's Canadian Light Infantry
ccw-unit-fed-1-r22er = 1er Bataillon, Royal 22e Régiment
ccw-unit-fed-2-r22er = 2e Bataillon, Royal 22e Régiment
ccw-unit-fed-3-r22er = 3e Bataillon, Royal 22e Régiment
ccw-unit-fed-12-rbc = 12e Régiment blindé du Canada
ccw-unit-fed-rcd = The Royal Canadian Dragoons
ccw-unit-fed-cdn-ab-regt = The Canadian Airborne Regiment
ccw-unit-ont-qor = The Queen's Own Rifles of Canada
ccw-unit-ont-r-regt-c = The Royal Regiment of Canada
ccw-unit-ont-48-highrs = 48th Highlanders of Canada
ccw-unit-ont-tor-scot = The Toronto Scottish Regiment
ccw-unit-ont-gggh = The Governor General's Horse Guards
ccw-unit-ont-qyr = The Queen's York Rangers (1st American Regiment)
ccw-unit-ont-lorne-scots = The Lorne Scots (Peel, Dufferin and Halton Regiment)
ccw-unit-ont-rhli = The Royal Hamilton Light Infantry (Wentworth Regiment)
ccw-unit-ont-a-and-sh = The Argyll and Sutherland Highlanders of Canada (Princess Louise's)
ccw-unit-ont-lincoln-welland = The Lincoln and Welland Regiment
ccw-unit-ont-essex-kent = The Essex and Kent Scottish
ccw-unit-ont-windsor = The Windsor Regiment
ccw-unit-ont-hfc = The Highland Fusiliers of Canada
ccw-unit-ont-hast-pe = The Hastings and Prince Edward Regiment
ccw-unit-ont-pwor = The Princess of Wales' Own Regiment
ccw-unit-ont-brock-rif = The Brockville Rifles
ccw-unit-ont-sdg-highrs = The Stormont, Dundas and Glengarry Highlanders
ccw-unit-ont-cam-highrs-o = The Cameron Highlanders of Ottawa
ccw-unit-ont-ggfg = The Governor General's Foot Guards
ccw-unit-ont-lssr = The Lake Superior Scottish Regiment
ccw-unit-ont-alq-r = The Algonquin Regiment
ccw-unit-ont-irish-regt = The Irish Regiment of Canada
ccw-unit-ont-gs-for = The Grey and Simcoe Foresters
ccw-unit-ont-elgin = The Elgin Regiment
ccw-unit-ont-ont-r = The Ontario Regiment
ccw-unit-ont-lanark-renfrew = The Lanark and Renfrew Scottish Regiment
ccw-unit-ont-7-tor = 7th Toronto Regiment, Royal Canadian Artillery
ccw-unit-ont-11-fd = 11th Field Regiment, Royal Canadian Artillery
ccw-unit-ont-30-fd = 30th Field Regiment, Royal Canadian Artillery (The Bytown Gunners)
ccw-unit-qbc-voltigeurs = Les Voltigeurs du Quebec
ccw-unit-qbc-chaudiere = Le Régiment de la Chaudière
ccw-unit-qbc-fmr = Les Fusiliers Mont-Royal
ccw-unit-qbc-maisonneuve = Le Régiment de Maisonneuve
ccw-unit-qbc-fus-st-l = Les Fusiliers du St-Laurent
ccw-unit-qbc-saguenay = Le Régiment du Saguenay
ccw-unit-qbc-fus-sher = Les Fusiliers de Sherbrooke
ccw-unit-qbc-hull = Le Régiment de Hull
ccw-unit-qbc-joliette = Le Régiment de Joliette
ccw-unit-qbc-4-r22er = 4e Bataillon, Royal 22e Régiment (Châteauguay)
ccw-unit-qbc-6-r22er = 6e Bataillon, Royal 22e Régiment
ccw-unit-qbc-62-rac = 62e Régiment d'artillerie de campagne
ccw-unit-qbc-bw = The Black Watch (Royal Highland Regiment) of Canada
ccw-unit-qbc-cgg = The Canadian Grenadier Guards
ccw-unit-qbc-rmr = The Royal Montreal Regiment
ccw-unit-qbc-rch = The Royal Canadian Hussars (Montreal)
ccw-unit-alb-loyal-edm = The Loyal Edmonton Regiment
ccw-unit-alb-calg-highrs = The Calgary Highlanders
ccw-unit-alb-salh = The South Alberta Light Horse
ccw-unit-alb-kcr = The King's Own Calgary Regiment
ccw-unit-sas-n-sask-r = The North Saskatchewan Regiment
ccw-unit-sas-r-regina-rif = The Royal Regina Rifles
ccw-unit-sas-10-fd = 10th Field Regiment, Royal Canadian Artillery
ccw-unit-bcb-seaforth = The Seaforth Highlanders of Canada
ccw-unit-bcb-bcr = The British Columbia Regiment (Duke of Connaught's Own)
ccw-unit-bcb-rmr-bc = The Rocky Mountain Rangers
ccw-unit-bcb-cdn-scot = The Canadian Scottish Regiment (Princess Mary's)
ccw-unit-bcb-bcd = The British Columbia Dragoons
ccw-unit-bcb-r-westmr = The Royal Westminster Regiment
ccw-unit-pei-pei-r = The Prince Edward Island Regiment
ccw-unit-nvs-plf = The Princess Louise Fusiliers
ccw-unit-nvs-nsh = The Nova Scotia Highlanders
ccw-unit-nvs-wnsr = The West Nova Scotia Regiment
ccw-unit-nvs-1-fd = 1st (Halifax-Dartmouth) Field Artillery Regiment, Royal Canadian Artillery
ccw-unit-nbr-1-rnbr = 1st Battalion, The Royal New Brunswick Regiment (Carleton and York)
ccw-unit-nbr-2-rnbr = 2nd Battalion, The Royal New Brunswick Regiment (North Shore)
ccw-unit-nbr-3-fd = 3rd Field Artillery Regiment (The Loyal Company of Artillery), Royal Canadian Artillery
ccw-unit-mnt-camerons = The Queen's Own Cameron Highlanders of Canada
ccw-unit-mnt-r-wpg-rif = The Royal Winnipeg Rifles
ccw-unit-mnt-fgh = The Fort Garry Horse
ccw-unit-mnt-26-fd = 26th Field Regiment, Royal Canadian Artillery
ccw-unit-nfl-1-r-nfld-r = 1st Battalion, The Royal Newfoundland Regiment
ccw-unit-nfl-2-r-nfld-r = 2nd Battalion, The Royal Newfoundland Regiment

## The Provinces as the National Emergency's sentences name them (names.ftl's names): alone
## (ccw-ne-province-...) and after "of" (ccw-ne-province-of-...), which French says with articles
ccw-ne-province-ont = { ccw-province-ont }
ccw-ne-province-qbc = { ccw-province-qbc }
ccw-ne-province-alb = { ccw-province-alb }
ccw-ne-province-sas = { ccw-province-sas }
ccw-ne-province-bcb = { ccw-province-bcb }
ccw-ne-province-pei = { ccw-province-pei }
ccw-ne-province-nvs = { ccw-province-nvs }
ccw-ne-province-nbr = { ccw-province-nbr }
ccw-ne-province-mnt = { ccw-province-mnt }
ccw-ne-province-nfl = { ccw-province-nfl }
ccw-ne-province-of-ont = { ccw-province-ont }
ccw-ne-province-of-qbc = { ccw-province-qbc }
ccw-ne-province-of-alb = { ccw-province-alb }
ccw-ne-province-of-sas = { ccw-province-sas }
ccw-ne-province-of-bcb = { ccw-province-bcb }
ccw-ne-province-of-pei = { ccw-province-pei }
ccw-ne-province-of-nvs = { ccw-province-nvs }
ccw-ne-province-of-nbr = { ccw-province-nbr }
ccw-ne-province-of-mnt = { ccw-province-mnt }
ccw-ne-province-of-nfl = { ccw-province-nfl }

## 10.81 National Emergency Table
ccw-table-national-emergency = National Emergency Table
ccw-table-national-emergency-result-n = National Emergency created. Political Game-Turn Sequence terminates; proceed to National Emergency Cycle
ccw-table-national-emergency-result-none = Attempt to create National Emergency fails. Game ends
ccw-table-national-emergency-cell-4-2to2 = not printed; the printed columns succeed on 1, 2 and 3 rolls left to right, so 2:2, the next column, on 4: N
ccw-table-national-emergency-cell-4-2to1 = not printed; 2:1 is every Player but one joining in a three-Player game, which the designer's notes give the 5/6 chance (rows 1-5 N): N
ccw-table-national-emergency-cell-4-3to1 = not printed; 3:1 is every Player but one joining in a four-Player game, which the designer's notes give the 5/6 chance (rows 1-5 N): N
ccw-table-national-emergency-cell-5-1to3 = not printed; the column already fails on 2-4 and a higher roll is never better: –
ccw-table-national-emergency-cell-5-1to2 = not printed; the column already fails on 3-4 and a higher roll is never better: –
ccw-table-national-emergency-cell-5-1to1 = not printed; the column already fails on 4 and a higher roll is never better: –
ccw-table-national-emergency-cell-5-2to2 = not printed; 2:2 succeeds on 4 rolls (one more than 1:1), and only every Player but one joining reaches 5: –
ccw-table-national-emergency-cell-5-2to1 = not printed; every Player but one joining (three Players) has the designer's 5/6 chance: N
ccw-table-national-emergency-cell-5-3to1 = not printed; every Player but one joining (four Players) has the designer's 5/6 chance: N
ccw-table-national-emergency-cell-6-1to3 = not printed; the designer's notes cap an attempt at a 5/6 chance, so no column succeeds on a 6: –
ccw-table-national-emergency-cell-6-1to2 = not printed; the designer's notes cap an attempt at a 5/6 chance, so no column succeeds on a 6: –
ccw-table-national-emergency-cell-6-1to1 = not printed; the designer's notes cap an attempt at a 5/6 chance, so no column succeeds on a 6: –
ccw-table-national-emergency-cell-6-2to2 = not printed; the designer's notes cap an attempt at a 5/6 chance, so no column succeeds on a 6: –
ccw-table-national-emergency-cell-6-2to1 = not printed; the designer's notes cap an attempt at a 5/6 chance, so no column succeeds on a 6: –
ccw-table-national-emergency-cell-6-3to1 = not printed; the designer's notes cap an attempt at a 5/6 chance, so no column succeeds on a 6: –

## 10.83 Loyalty Table
ccw-table-loyalty = Loyalty Table
ccw-table-loyalty-result-l = Province remains Loyal to Rebel side
ccw-table-loyalty-result-d = Province Disloyal to Rebel side

## 10.85 Combat Results Table
ccw-table-combat = Combat Results Table
ccw-table-combat-result-ae = Attacker eliminated
ccw-table-combat-result-ar = Attacker retreat
ccw-table-combat-result-dr = Defender retreat
ccw-table-combat-result-de = Defender eliminated
ccw-table-combat-cell-6-1-1 = not printed; at even odds the printed column mirrors itself, the attacker's Ae, Ar, Ar on 1-3 against the defender's Dr, Dr on 4-5, so 6 mirrors 1: De
ccw-table-combat-cell-6-2-1 = not printed; the column already eliminates the defender on 5 and a higher roll is never worse for the attacker: De
ccw-table-combat-cell-6-3-1 = not printed; the column already eliminates the defender on 5 and a higher roll is never worse for the attacker: De
ccw-table-combat-cell-6-4-1 = not printed; the column already eliminates the defender on 4-5 and a higher roll is never worse for the attacker: De

## 10.86 Riot Table
ccw-table-riot = Riot Table
ccw-table-riot-result-ar = Attacker retreat
ccw-table-riot-result-de = Defender eliminated
ccw-table-riot-result-be = Both Attacker and Defender eliminated
ccw-table-riot-cell-4-4-1 = not printed; 4-1 reads the run (Ar Ar Ar, three Be, De) from its 2nd result (rows 1-3 print Ar Be Be), so row 4 is the third Be: Be
ccw-table-riot-cell-4-5-1 = not printed; 5-1 reads the run (Ar Ar Ar, three Be, De) from its 4th result (rows 1-3 print the three Be), so row 4 is the key's De, printed in no cell: De
ccw-table-riot-cell-4-6-1 = not printed; 6-1 prints what 5-1 prints (rows 1-3), read as the same column, as 3-1 is read as 2-1: De
ccw-table-riot-cell-5-2-1 = not printed; 2-1 reads the run (Ar Ar Ar, three Be, De) from its 2nd result (rows 1-4 print Ar Ar Be Be), so row 5 is the third Be: Be
ccw-table-riot-cell-5-3-1 = not printed; 3-1 prints what 2-1 prints (rows 1-4), read as the same column: Be
ccw-table-riot-cell-5-4-1 = not printed; 4-1 reads the run (Ar Ar Ar, three Be, De) from its 2nd result, so its three Be are rows 2-4 and row 5 is De
ccw-table-riot-cell-5-5-1 = not printed; the column already eliminates only the defender on 4 and a higher roll is never worse for the attacker: De
ccw-table-riot-cell-5-6-1 = not printed; the column already eliminates only the defender on 4 and a higher roll is never worse for the attacker: De
ccw-table-riot-cell-6-1-1 = not printed; 1-1 reads the run (Ar Ar Ar, three Be, De) from its start (rows 1-4 print Ar Ar Ar Be), so row 6 is the third Be: Be
ccw-table-riot-cell-6-2-1 = not printed; 2-1 reads the run (Ar Ar Ar, three Be, De) from its 2nd result, so its three Be are rows 3-5 and row 6 is De
ccw-table-riot-cell-6-3-1 = not printed; 3-1 prints what 2-1 prints (rows 1-4), read as the same column: De
ccw-table-riot-cell-6-4-1 = not printed; the column already eliminates only the defender on 5 and a higher roll is never worse for the attacker: De
ccw-table-riot-cell-6-5-1 = not printed; the column already eliminates only the defender on 4-5 and a higher roll is never worse for the attacker: De
ccw-table-riot-cell-6-6-1 = not printed; the column already eliminates only the defender on 4-5 and a higher roll is never worse for the attacker: De

## 10.87 Arrest Table
ccw-table-arrest = Arrest Table
ccw-table-arrest-result-ar = Attacker retreat
ccw-table-arrest-result-dr = Defender retreat
ccw-table-arrest-result-da = Defender arrested
ccw-table-arrest-result-none = No effect
ccw-table-arrest-cell-4-4-1 = not printed; 4-1 is 3-1 moved up a row (rows 1-3 printed so), and after the two Dr rows 3-1 prints (3-4) comes the Da that 6-1 prints after its Dr: Da
ccw-table-arrest-cell-4-5-1 = not printed; 5-1 prints what 4-1 prints (rows 1-3), read as the same column: Da
ccw-table-arrest-cell-4-6-1 = not printed; the column already arrests the defender on 3 and a higher roll is never worse for the attacker: Da
ccw-table-arrest-cell-5-1-1 = not printed; 2-1 is 1-1 moved up a row (rows 1-3 printed so), so 1-1 row 5 = 2-1 row 4 = Dr
ccw-table-arrest-cell-5-2-1 = not printed; 3-1 is 2-1 moved up a row (rows 1-3 printed so), so 2-1 row 5 = 3-1 row 4 = Dr
ccw-table-arrest-cell-5-3-1 = not printed; 4-1 is 3-1 moved up a row, so 3-1 row 5 = 4-1 row 4, after the two Dr rows (3-4): Da
ccw-table-arrest-cell-5-4-1 = not printed; the column already arrests the defender on 4 and a higher roll is never worse for the attacker: Da
ccw-table-arrest-cell-5-5-1 = not printed; the column already arrests the defender on 4 and a higher roll is never worse for the attacker: Da
ccw-table-arrest-cell-5-6-1 = not printed; the column already arrests the defender on 3-4 and a higher roll is never worse for the attacker: Da
ccw-table-arrest-cell-6-1-1 = not printed; 2-1 is 1-1 moved up a row, so 1-1 row 6 = 2-1 row 5, the second of the two Dr rows: Dr
ccw-table-arrest-cell-6-2-1 = not printed; 3-1 is 2-1 moved up a row, so 2-1 row 6 = 3-1 row 5, after the two Dr rows (4-5): Da
ccw-table-arrest-cell-6-3-1 = not printed; the column arrests the defender on 5 and a higher roll is never worse for the attacker: Da
ccw-table-arrest-cell-6-4-1 = not printed; the column arrests the defender on 4-5 and a higher roll is never worse for the attacker: Da
ccw-table-arrest-cell-6-5-1 = not printed; the column arrests the defender on 4-5 and a higher roll is never worse for the attacker: Da
ccw-table-arrest-cell-6-6-1 = not printed; the column arrests the defender on 3-5 and a higher roll is never worse for the attacker: Da
