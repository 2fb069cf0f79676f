# Guerre civile canadienne, l'Urgence nationale (section 10.0) : les noms de ses données, un
# message par identifiant. Les unités militaires (data/military.toml, [[unit]] : ccw-unit-<id>) ;
# les cinq tables des « National Emergency Cycle Charts » (data/emergency.toml :
# ccw-table-<table>), le sens de leurs résultats (la légende [key] de chaque table :
# ccw-table-<table>-result-<code>, « – » écrit « none ») et la raison de chaque case
# reconstituée que le journal peut citer (ccw-table-<table>-cell-<ligne>-<colonne>, « : » écrit
# « to »), tels que ops.table_text lit une table. Les codes des résultats (N, Ae, Dr...) restent
# ceux que les tables impriment.

## Unités militaires (10.22, 10.84 ; la planche de pions, reconstituée) : leur nom français où le
## régiment en porte un, sinon son nom anglais sans l'article « The » et avec les mots de liaison
## en français (« Highland Fusiliers du Canada »)
ccw-unit-fed-1-rcr = 1er Bataillon, Royal Canadian Regiment
ccw-unit-fed-2-rcr = 2e Bataillon, Royal Canadian Regiment
ccw-unit-fed-3-rcr = 3e Bataillon, Royal Canadian Regiment
ccw-unit-fed-1-ppcli = 1er Bataillon, Princess Patricia's Canadian Light Infantry
ccw-unit-fed-2-ppcli = 2e Bataillon, Princess Patricia's Canadian Light Infantry
ccw-unit-fed-3-ppcli = 3e Bataillon, Princess Patricia's Canadian Light Infantry
ccw-unit-fed-1-r22er = 1er Bataillon, Royal 22e Régiment
ccw-unit-fed-2-r22er = 2e Bataillon, Royal 22e Régiment
ccw-unit-fed-3-r22er = 3e Bataillon, Royal 22e Régiment
ccw-unit-fed-12-rbc = 12e Régiment blindé du Canada
ccw-unit-fed-rcd = Royal Canadian Dragoons
ccw-unit-fed-cdn-ab-regt = Le Régiment aéroporté du Canada
ccw-unit-ont-qor = Queen's Own Rifles du Canada
ccw-unit-ont-r-regt-c = Régiment royal du Canada
ccw-unit-ont-48-highrs = 48e Highlanders du Canada
ccw-unit-ont-tor-scot = Toronto Scottish Regiment
ccw-unit-ont-gggh = Governor General's Horse Guards
ccw-unit-ont-qyr = Queen's York Rangers (1er Régiment américain)
ccw-unit-ont-lorne-scots = Lorne Scots (régiment de Peel, Dufferin et Halton)
ccw-unit-ont-rhli = Royal Hamilton Light Infantry (régiment de Wentworth)
ccw-unit-ont-a-and-sh = Argyll et Sutherland Highlanders du Canada (de la princesse Louise)
ccw-unit-ont-lincoln-welland = Régiment Lincoln et Welland
ccw-unit-ont-essex-kent = Essex et Kent Scottish
ccw-unit-ont-windsor = Régiment de Windsor
ccw-unit-ont-hfc = Highland Fusiliers du Canada
ccw-unit-ont-hast-pe = Régiment Hastings et Prince Edward
ccw-unit-ont-pwor = Régiment de la Princesse de Galles
ccw-unit-ont-brock-rif = Brockville Rifles
ccw-unit-ont-sdg-highrs = Stormont, Dundas et Glengarry Highlanders
ccw-unit-ont-cam-highrs-o = Cameron Highlanders d'Ottawa
ccw-unit-ont-ggfg = Governor General's Foot Guards
ccw-unit-ont-lssr = Lake Superior Scottish Regiment
ccw-unit-ont-alq-r = Régiment algonquin
ccw-unit-ont-irish-regt = Régiment irlandais du Canada
ccw-unit-ont-gs-for = Grey et Simcoe Foresters
ccw-unit-ont-elgin = Régiment d'Elgin
ccw-unit-ont-ont-r = Régiment de l'Ontario
ccw-unit-ont-lanark-renfrew = Lanark et Renfrew Scottish Regiment
ccw-unit-ont-7-tor = 7e Régiment de Toronto, Artillerie royale canadienne
ccw-unit-ont-11-fd = 11e Régiment d'artillerie de campagne, Artillerie royale canadienne
ccw-unit-ont-30-fd = 30e Régiment d'artillerie de campagne, Artillerie royale canadienne (les Bytown Gunners)
ccw-unit-qbc-voltigeurs = Les Voltigeurs de Québec
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
ccw-unit-qbc-bw = Black Watch (Royal Highland Regiment) du Canada
ccw-unit-qbc-cgg = Canadian Grenadier Guards
ccw-unit-qbc-rmr = Régiment royal de Montréal
ccw-unit-qbc-rch = Royal Canadian Hussars (Montréal)
ccw-unit-alb-loyal-edm = Loyal Edmonton Regiment
ccw-unit-alb-calg-highrs = Calgary Highlanders
ccw-unit-alb-salh = South Alberta Light Horse
ccw-unit-alb-kcr = King's Own Calgary Regiment
ccw-unit-sas-n-sask-r = North Saskatchewan Regiment
ccw-unit-sas-r-regina-rif = Royal Regina Rifles
ccw-unit-sas-10-fd = 10e Régiment d'artillerie de campagne, Artillerie royale canadienne
ccw-unit-bcb-seaforth = Seaforth Highlanders du Canada
ccw-unit-bcb-bcr = Régiment de la Colombie-Britannique (du duc de Connaught)
ccw-unit-bcb-rmr-bc = Rocky Mountain Rangers
ccw-unit-bcb-cdn-scot = Canadian Scottish Regiment (de la princesse Mary)
ccw-unit-bcb-bcd = Dragons de la Colombie-Britannique
ccw-unit-bcb-r-westmr = Royal Westminster Regiment
ccw-unit-pei-pei-r = Régiment de l'Île-du-Prince-Édouard
ccw-unit-nvs-plf = Princess Louise Fusiliers
ccw-unit-nvs-nsh = Highlanders de la Nouvelle-Écosse
ccw-unit-nvs-wnsr = Régiment de l'Ouest de la Nouvelle-Écosse
ccw-unit-nvs-1-fd = 1er Régiment d'artillerie de campagne (Halifax-Dartmouth), Artillerie royale canadienne
ccw-unit-nbr-1-rnbr = 1er Bataillon, Régiment royal du Nouveau-Brunswick (Carleton et York)
ccw-unit-nbr-2-rnbr = 2e Bataillon, Régiment royal du Nouveau-Brunswick (North Shore)
ccw-unit-nbr-3-fd = 3e Régiment d'artillerie de campagne (la Loyale Compagnie d'artillerie), Artillerie royale canadienne
ccw-unit-mnt-camerons = Queen's Own Cameron Highlanders du Canada
ccw-unit-mnt-r-wpg-rif = Royal Winnipeg Rifles
ccw-unit-mnt-fgh = Fort Garry Horse
ccw-unit-mnt-26-fd = 26e Régiment d'artillerie de campagne, Artillerie royale canadienne
ccw-unit-nfl-1-r-nfld-r = 1er Bataillon, Régiment royal de Terre-Neuve
ccw-unit-nfl-2-r-nfld-r = 2e Bataillon, Régiment royal de Terre-Neuve

## Les provinces telles que les phrases de l'Urgence nationale les nomment : avec leur article
## (ccw-ne-province-...), et après « de » (ccw-ne-province-of-...)
ccw-ne-province-ont = l'Ontario
ccw-ne-province-qbc = le Québec
ccw-ne-province-alb = l'Alberta
ccw-ne-province-sas = la Saskatchewan
ccw-ne-province-bcb = la Colombie-Britannique
ccw-ne-province-pei = l'Île-du-Prince-Édouard
ccw-ne-province-nvs = la Nouvelle-Écosse
ccw-ne-province-nbr = le Nouveau-Brunswick
ccw-ne-province-mnt = le Manitoba
ccw-ne-province-nfl = Terre-Neuve
ccw-ne-province-of-ont = de l'Ontario
ccw-ne-province-of-qbc = du Québec
ccw-ne-province-of-alb = de l'Alberta
ccw-ne-province-of-sas = de la Saskatchewan
ccw-ne-province-of-bcb = de la Colombie-Britannique
ccw-ne-province-of-pei = de l'Île-du-Prince-Édouard
ccw-ne-province-of-nvs = de la Nouvelle-Écosse
ccw-ne-province-of-nbr = du Nouveau-Brunswick
ccw-ne-province-of-mnt = du Manitoba
ccw-ne-province-of-nfl = de Terre-Neuve

## 10.81 Table d'Urgence nationale
ccw-table-national-emergency = Table d'Urgence nationale
ccw-table-national-emergency-result-n = Urgence nationale créée. La séquence du tour de jeu politique prend fin ; passez au cycle d'Urgence nationale
ccw-table-national-emergency-result-none = La tentative de créer une Urgence nationale échoue. La partie prend fin
ccw-table-national-emergency-cell-4-2to2 = non imprimée ; les colonnes imprimées réussissent sur 1, 2 puis 3 jets de gauche à droite, donc 2:2, la colonne suivante, sur 4 : N
ccw-table-national-emergency-cell-4-2to1 = non imprimée ; 2:1, c'est tous les joueurs sauf un qui se joignent à la tentative dans une partie à trois, à qui les notes du concepteur donnent 5 chances sur 6 (lignes 1-5 N) : N
ccw-table-national-emergency-cell-4-3to1 = non imprimée ; 3:1, c'est tous les joueurs sauf un qui se joignent à la tentative dans une partie à quatre, à qui les notes du concepteur donnent 5 chances sur 6 (lignes 1-5 N) : N
ccw-table-national-emergency-cell-5-1to3 = non imprimée ; la colonne échoue déjà sur 2-4 et un jet plus haut n'est jamais meilleur : –
ccw-table-national-emergency-cell-5-1to2 = non imprimée ; la colonne échoue déjà sur 3-4 et un jet plus haut n'est jamais meilleur : –
ccw-table-national-emergency-cell-5-1to1 = non imprimée ; la colonne échoue déjà sur 4 et un jet plus haut n'est jamais meilleur : –
ccw-table-national-emergency-cell-5-2to2 = non imprimée ; 2:2 réussit sur 4 jets (un de plus que 1:1), et seuls tous les joueurs sauf un qui se joignent à la tentative atteignent 5 : –
ccw-table-national-emergency-cell-5-2to1 = non imprimée ; tous les joueurs sauf un qui se joignent à la tentative (à trois) ont les 5 chances sur 6 du concepteur : N
ccw-table-national-emergency-cell-5-3to1 = non imprimée ; tous les joueurs sauf un qui se joignent à la tentative (à quatre) ont les 5 chances sur 6 du concepteur : N
ccw-table-national-emergency-cell-6-1to3 = non imprimée ; les notes du concepteur plafonnent une tentative à 5 chances sur 6, donc aucune colonne ne réussit sur un 6 : –
ccw-table-national-emergency-cell-6-1to2 = non imprimée ; les notes du concepteur plafonnent une tentative à 5 chances sur 6, donc aucune colonne ne réussit sur un 6 : –
ccw-table-national-emergency-cell-6-1to1 = non imprimée ; les notes du concepteur plafonnent une tentative à 5 chances sur 6, donc aucune colonne ne réussit sur un 6 : –
ccw-table-national-emergency-cell-6-2to2 = non imprimée ; les notes du concepteur plafonnent une tentative à 5 chances sur 6, donc aucune colonne ne réussit sur un 6 : –
ccw-table-national-emergency-cell-6-2to1 = non imprimée ; les notes du concepteur plafonnent une tentative à 5 chances sur 6, donc aucune colonne ne réussit sur un 6 : –
ccw-table-national-emergency-cell-6-3to1 = non imprimée ; les notes du concepteur plafonnent une tentative à 5 chances sur 6, donc aucune colonne ne réussit sur un 6 : –

## 10.83 Table de loyauté
ccw-table-loyalty = Table de loyauté
ccw-table-loyalty-result-l = La province reste loyale au camp rebelle
ccw-table-loyalty-result-d = Province déloyale envers le camp rebelle

## 10.85 Table des résultats de combat
ccw-table-combat = Table des résultats de combat
ccw-table-combat-result-ae = Attaquant éliminé
ccw-table-combat-result-ar = Retraite de l'attaquant
ccw-table-combat-result-dr = Retraite du défenseur
ccw-table-combat-result-de = Défenseur éliminé
ccw-table-combat-cell-6-1-1 = non imprimée ; à égalité la colonne imprimée est son propre miroir, les Ae, Ar, Ar de l'attaquant sur 1-3 face aux Dr, Dr du défenseur sur 4-5, donc 6 est le miroir de 1 : De
ccw-table-combat-cell-6-2-1 = non imprimée ; la colonne élimine déjà le défenseur sur 5 et un jet plus haut n'est jamais pire pour l'attaquant : De
ccw-table-combat-cell-6-3-1 = non imprimée ; la colonne élimine déjà le défenseur sur 5 et un jet plus haut n'est jamais pire pour l'attaquant : De
ccw-table-combat-cell-6-4-1 = non imprimée ; la colonne élimine déjà le défenseur sur 4-5 et un jet plus haut n'est jamais pire pour l'attaquant : De

## 10.86 Table des émeutes
ccw-table-riot = Table des émeutes
ccw-table-riot-result-ar = Retraite de l'attaquant
ccw-table-riot-result-de = Défenseur éliminé
ccw-table-riot-result-be = Attaquant et défenseur éliminés
ccw-table-riot-cell-4-4-1 = non imprimée ; 4-1 lit la suite (Ar Ar Ar, trois Be, De) à partir de son 2e résultat (les lignes 1-3 impriment Ar Be Be), donc la ligne 4 est le troisième Be : Be
ccw-table-riot-cell-4-5-1 = non imprimée ; 5-1 lit la suite (Ar Ar Ar, trois Be, De) à partir de son 4e résultat (les lignes 1-3 impriment les trois Be), donc la ligne 4 est le De de la légende, imprimé dans aucune case : De
ccw-table-riot-cell-4-6-1 = non imprimée ; 6-1 imprime ce qu'imprime 5-1 (lignes 1-3), lue comme la même colonne, comme 3-1 est lue comme 2-1 : De
ccw-table-riot-cell-5-2-1 = non imprimée ; 2-1 lit la suite (Ar Ar Ar, trois Be, De) à partir de son 2e résultat (les lignes 1-4 impriment Ar Ar Be Be), donc la ligne 5 est le troisième Be : Be
ccw-table-riot-cell-5-3-1 = non imprimée ; 3-1 imprime ce qu'imprime 2-1 (lignes 1-4), lue comme la même colonne : Be
ccw-table-riot-cell-5-4-1 = non imprimée ; 4-1 lit la suite (Ar Ar Ar, trois Be, De) à partir de son 2e résultat, donc ses trois Be sont les lignes 2-4 et la ligne 5 est De
ccw-table-riot-cell-5-5-1 = non imprimée ; la colonne n'élimine déjà que le défenseur sur 4 et un jet plus haut n'est jamais pire pour l'attaquant : De
ccw-table-riot-cell-5-6-1 = non imprimée ; la colonne n'élimine déjà que le défenseur sur 4 et un jet plus haut n'est jamais pire pour l'attaquant : De
ccw-table-riot-cell-6-1-1 = non imprimée ; 1-1 lit la suite (Ar Ar Ar, trois Be, De) depuis son début (les lignes 1-4 impriment Ar Ar Ar Be), donc la ligne 6 est le troisième Be : Be
ccw-table-riot-cell-6-2-1 = non imprimée ; 2-1 lit la suite (Ar Ar Ar, trois Be, De) à partir de son 2e résultat, donc ses trois Be sont les lignes 3-5 et la ligne 6 est De
ccw-table-riot-cell-6-3-1 = non imprimée ; 3-1 imprime ce qu'imprime 2-1 (lignes 1-4), lue comme la même colonne : De
ccw-table-riot-cell-6-4-1 = non imprimée ; la colonne n'élimine déjà que le défenseur sur 5 et un jet plus haut n'est jamais pire pour l'attaquant : De
ccw-table-riot-cell-6-5-1 = non imprimée ; la colonne n'élimine déjà que le défenseur sur 4-5 et un jet plus haut n'est jamais pire pour l'attaquant : De
ccw-table-riot-cell-6-6-1 = non imprimée ; la colonne n'élimine déjà que le défenseur sur 4-5 et un jet plus haut n'est jamais pire pour l'attaquant : De

## 10.87 Table des arrestations
ccw-table-arrest = Table des arrestations
ccw-table-arrest-result-ar = Retraite de l'attaquant
ccw-table-arrest-result-dr = Retraite du défenseur
ccw-table-arrest-result-da = Défenseur arrêté
ccw-table-arrest-result-none = Sans effet
ccw-table-arrest-cell-4-4-1 = non imprimée ; 4-1 est 3-1 remontée d'une ligne (les lignes 1-3 sont imprimées ainsi), et après les deux lignes Dr qu'imprime 3-1 (3-4) vient le Da qu'imprime 6-1 après son Dr : Da
ccw-table-arrest-cell-4-5-1 = non imprimée ; 5-1 imprime ce qu'imprime 4-1 (lignes 1-3), lue comme la même colonne : Da
ccw-table-arrest-cell-4-6-1 = non imprimée ; la colonne arrête déjà le défenseur sur 3 et un jet plus haut n'est jamais pire pour l'attaquant : Da
ccw-table-arrest-cell-5-1-1 = non imprimée ; 2-1 est 1-1 remontée d'une ligne (les lignes 1-3 sont imprimées ainsi), donc 1-1 ligne 5 = 2-1 ligne 4 = Dr
ccw-table-arrest-cell-5-2-1 = non imprimée ; 3-1 est 2-1 remontée d'une ligne (les lignes 1-3 sont imprimées ainsi), donc 2-1 ligne 5 = 3-1 ligne 4 = Dr
ccw-table-arrest-cell-5-3-1 = non imprimée ; 4-1 est 3-1 remontée d'une ligne, donc 3-1 ligne 5 = 4-1 ligne 4, après les deux lignes Dr (3-4) : Da
ccw-table-arrest-cell-5-4-1 = non imprimée ; la colonne arrête déjà le défenseur sur 4 et un jet plus haut n'est jamais pire pour l'attaquant : Da
ccw-table-arrest-cell-5-5-1 = non imprimée ; la colonne arrête déjà le défenseur sur 4 et un jet plus haut n'est jamais pire pour l'attaquant : Da
ccw-table-arrest-cell-5-6-1 = non imprimée ; la colonne arrête déjà le défenseur sur 3-4 et un jet plus haut n'est jamais pire pour l'attaquant : Da
ccw-table-arrest-cell-6-1-1 = non imprimée ; 2-1 est 1-1 remontée d'une ligne, donc 1-1 ligne 6 = 2-1 ligne 5, la seconde des deux lignes Dr : Dr
ccw-table-arrest-cell-6-2-1 = non imprimée ; 3-1 est 2-1 remontée d'une ligne, donc 2-1 ligne 6 = 3-1 ligne 5, après les deux lignes Dr (4-5) : Da
ccw-table-arrest-cell-6-3-1 = non imprimée ; la colonne arrête le défenseur sur 5 et un jet plus haut n'est jamais pire pour l'attaquant : Da
ccw-table-arrest-cell-6-4-1 = non imprimée ; la colonne arrête le défenseur sur 4-5 et un jet plus haut n'est jamais pire pour l'attaquant : Da
ccw-table-arrest-cell-6-5-1 = non imprimée ; la colonne arrête le défenseur sur 4-5 et un jet plus haut n'est jamais pire pour l'attaquant : Da
ccw-table-arrest-cell-6-6-1 = non imprimée ; la colonne arrête le défenseur sur 3-5 et un jet plus haut n'est jamais pire pour l'attaquant : Da
