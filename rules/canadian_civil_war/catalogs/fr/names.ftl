# Canadian Civil War : les noms des choses du jeu, un message par identifiant des données
# (rules/canadian_civil_war/data/*.toml et tables des règles) : les couleurs des joueurs et leurs
# Points de vue politiques (1.21), les dix provinces (provinces.toml, dont les noms doivent
# rester ceux de name_fr), les Enjeux (issues.toml, name_fr de même), les Pièces politiques
# (pieces.toml), les phases du Tour de jeu (turns.PHASE_NAMES) et les scénarios
# (scenarios.toml, 12.1 et 12.2). Vocabulaire politique du Canada français.


## Couleurs, noms des joueurs (1.21)
ccw-color-red = Rouge
ccw-color-orange = Orange
ccw-color-green = Vert
ccw-color-blue = Bleu

## Points de vue politiques (1.21)
ccw-view-red = Fédéraliste
ccw-view-orange = Modéré provincial
ccw-view-green = Autonomiste provincial
ccw-view-blue = Séparatiste

## Provinces (provinces.toml)
ccw-province-ont = Ontario
ccw-province-qbc = Québec
ccw-province-alb = Alberta
ccw-province-sas = Saskatchewan
ccw-province-bcb = Colombie-Britannique
ccw-province-pei = Île-du-Prince-Édouard
ccw-province-nvs = Nouvelle-Écosse
ccw-province-nbr = Nouveau-Brunswick
ccw-province-mnt = Manitoba
ccw-province-nfl = Terre-Neuve

## Enjeux (issues.toml)
ccw-issue-language = Langue
ccw-issue-tax = Impôts
ccw-issue-media = Médias
ccw-issue-tariff = Tarifs douaniers
ccw-issue-industry = Industrie
ccw-issue-territory = Territoire
ccw-issue-transport = Transports
ccw-issue-finance-banking = Finances et banques
ccw-issue-education = Éducation
ccw-issue-foreign-affairs = Affaires étrangères

## Pièces politiques (pieces.toml)
ccw-piece-ont-1 = Ontario 1
ccw-piece-ont-2 = Ontario 2
ccw-piece-ont-3 = Ontario 3
ccw-piece-ont-4 = Ontario 4
ccw-piece-ont-5 = Ontario 5
ccw-piece-ont-6 = Ontario 6
ccw-piece-ont-7 = Ontario 7
ccw-piece-ont-8 = Ontario 8
ccw-piece-ont-9 = Ontario 9
ccw-piece-ont-10 = Ontario 10
ccw-piece-ont-11 = Ontario 11
ccw-piece-ont-12 = Ontario 12
ccw-piece-ont-13 = Ontario 13
ccw-piece-ont-14 = Ontario 14
ccw-piece-qbc-1 = Québec 1
ccw-piece-qbc-2 = Québec 2
ccw-piece-qbc-3 = Québec 3
ccw-piece-qbc-4 = Québec 4
ccw-piece-qbc-5 = Québec 5
ccw-piece-qbc-6 = Québec 6
ccw-piece-qbc-7 = Québec 7
ccw-piece-qbc-8 = Québec 8
ccw-piece-qbc-9 = Québec 9
ccw-piece-qbc-10 = Québec 10
ccw-piece-alb-1 = Alberta 1
ccw-piece-alb-2 = Alberta 2
ccw-piece-alb-3 = Alberta 3
ccw-piece-sas-1 = Saskatchewan 1
ccw-piece-sas-2 = Saskatchewan 2
ccw-piece-bcb-1 = Colombie-Britannique 1
ccw-piece-bcb-2 = Colombie-Britannique 2
ccw-piece-bcb-3 = Colombie-Britannique 3
ccw-piece-bcb-4 = Colombie-Britannique 4
ccw-piece-pei-1 = Île-du-Prince-Édouard 1
ccw-piece-nvs-1 = Nouvelle-Écosse 1
ccw-piece-nbr-1 = Nouveau-Brunswick 1
ccw-piece-mnt-1 = Manitoba 1
ccw-piece-mnt-2 = Manitoba 2
ccw-piece-nfl-1 = Terre-Neuve 1
ccw-piece-premier-ont = Premier ministre de l'Ontario
ccw-piece-premier-qbc = Premier ministre du Québec
ccw-piece-premier-alb = Premier ministre de l'Alberta
ccw-piece-premier-sas = Premier ministre de la Saskatchewan
ccw-piece-premier-bcb = Premier ministre de la Colombie-Britannique
ccw-piece-premier-pei = Premier ministre de l'Île-du-Prince-Édouard
ccw-piece-premier-nvs = Premier ministre de la Nouvelle-Écosse
ccw-piece-premier-nbr = Premier ministre du Nouveau-Brunswick
ccw-piece-premier-mnt = Premier ministre du Manitoba
ccw-piece-premier-nfl = Premier ministre de Terre-Neuve
ccw-piece-prime-minister = Premier ministre
ccw-piece-commerce = Commerce
ccw-piece-labor = Travail
ccw-piece-finance = Finances
ccw-piece-agriculture = Agriculture
ccw-piece-health-welfare = Santé nationale et Bien-être social
ccw-piece-justice = Justice
ccw-piece-wood = Bois
ccw-piece-auto = Automobile
ccw-piece-chemical = Chimie
ccw-piece-intellectuals = Intellectuels
ccw-piece-francophone = Francophones
ccw-piece-clergy = Clergé
ccw-piece-co-ops = Coopératives
ccw-piece-farmers = Agriculteurs
ccw-piece-transportation = Transporteurs
ccw-piece-petroleum = Pétrole
ccw-piece-unions = Syndicats
ccw-piece-hydro = Hydroélectricité

## Cases du plateau de jeu (display.toml) : la couleur d'une Zone d'origine, la lettre de sa Section et un numéro
ccw-square-crisis-zone = Zone de crise
ccw-square-red-a1 = Rouge A1
ccw-square-red-a2 = Rouge A2
ccw-square-red-a3 = Rouge A3
ccw-square-red-a4 = Rouge A4
ccw-square-red-a5 = Rouge A5
ccw-square-red-l1 = Rouge L1
ccw-square-red-l2 = Rouge L2
ccw-square-red-l3 = Rouge L3
ccw-square-red-l4 = Rouge L4
ccw-square-red-l5 = Rouge L5
ccw-square-red-l6 = Rouge L6
ccw-square-red-l7 = Rouge L7
ccw-square-red-g1 = Rouge G1
ccw-square-red-g2 = Rouge G2
ccw-square-red-g3 = Rouge G3
ccw-square-red-g4 = Rouge G4
ccw-square-red-g5 = Rouge G5
ccw-square-red-g6 = Rouge G6
ccw-square-red-g7 = Rouge G7
ccw-square-red-g8 = Rouge G8
ccw-square-red-g9 = Rouge G9
ccw-square-orange-a1 = Orange A1
ccw-square-orange-a2 = Orange A2
ccw-square-orange-a3 = Orange A3
ccw-square-orange-a4 = Orange A4
ccw-square-orange-a5 = Orange A5
ccw-square-orange-l1 = Orange L1
ccw-square-orange-l2 = Orange L2
ccw-square-orange-l3 = Orange L3
ccw-square-orange-l4 = Orange L4
ccw-square-orange-l5 = Orange L5
ccw-square-orange-l6 = Orange L6
ccw-square-orange-l7 = Orange L7
ccw-square-orange-g1 = Orange G1
ccw-square-orange-g2 = Orange G2
ccw-square-orange-g3 = Orange G3
ccw-square-orange-g4 = Orange G4
ccw-square-orange-g5 = Orange G5
ccw-square-orange-g6 = Orange G6
ccw-square-orange-g7 = Orange G7
ccw-square-orange-g8 = Orange G8
ccw-square-orange-g9 = Orange G9
ccw-square-green-a1 = Vert A1
ccw-square-green-a2 = Vert A2
ccw-square-green-a3 = Vert A3
ccw-square-green-a4 = Vert A4
ccw-square-green-a5 = Vert A5
ccw-square-green-l1 = Vert L1
ccw-square-green-l2 = Vert L2
ccw-square-green-l3 = Vert L3
ccw-square-green-l4 = Vert L4
ccw-square-green-l5 = Vert L5
ccw-square-green-l6 = Vert L6
ccw-square-green-l7 = Vert L7
ccw-square-green-g1 = Vert G1
ccw-square-green-g2 = Vert G2
ccw-square-green-g3 = Vert G3
ccw-square-green-g4 = Vert G4
ccw-square-green-g5 = Vert G5
ccw-square-green-g6 = Vert G6
ccw-square-green-g7 = Vert G7
ccw-square-green-g8 = Vert G8
ccw-square-green-g9 = Vert G9
ccw-square-blue-a1 = Bleu A1
ccw-square-blue-a2 = Bleu A2
ccw-square-blue-a3 = Bleu A3
ccw-square-blue-a4 = Bleu A4
ccw-square-blue-a5 = Bleu A5
ccw-square-blue-l1 = Bleu L1
ccw-square-blue-l2 = Bleu L2
ccw-square-blue-l3 = Bleu L3
ccw-square-blue-l4 = Bleu L4
ccw-square-blue-l5 = Bleu L5
ccw-square-blue-l6 = Bleu L6
ccw-square-blue-l7 = Bleu L7
ccw-square-blue-g1 = Bleu G1
ccw-square-blue-g2 = Bleu G2
ccw-square-blue-g3 = Bleu G3
ccw-square-blue-g4 = Bleu G4
ccw-square-blue-g5 = Bleu G5
ccw-square-blue-g6 = Bleu G6
ccw-square-blue-g7 = Bleu G7
ccw-square-blue-g8 = Bleu G8
ccw-square-blue-g9 = Bleu G9

## Sections d'une Zone d'origine (2.1)
ccw-section-administrative = administrative
ccw-section-legislative = législative
ccw-section-grassroots = de la Base

## Phases (turns.PHASE_NAMES)
ccw-phase-setup = Mise en place
ccw-phase-opportunity = Phase des occasions politiques
ccw-phase-movement = Phase de mouvement
ccw-phase-contest = Phase de contestation
ccw-phase-election = Phase électorale
ccw-phase-emergency = Urgence nationale
ccw-phase-over = Partie terminée

## Scénarios (scenarios.toml)
ccw-scenario-quiet-revolution = La Révolution tranquille
ccw-scenario-quiet-revolution-description = Le Québec d'après Duplessis, à partir des années 1950 : les Fédéralistes, les Modérés provinciaux et les Autonomistes provinciaux se disputent les dix circonscriptions du Québec et dix Enjeux. Trois joueurs ; le scénario le plus simple, fait pour les joueurs qui découvrent le jeu (12.0).
ccw-scenario-referendum = Le Référendum
ccw-scenario-referendum-description = Le Canada des années 1970, le Parti Québécois au pouvoir à Québec : les quatre Points de vue, Séparatistes compris, se disputent les 39 circonscriptions des dix provinces. Quatre joueurs ; toutes les subtilités du jeu s'y révèlent (12.0).

## Une case tapée dans une commande (data.py Display)
ccw-map-square = case
ccw-map-hint = Nommez une case par sa Zone d'origine, sa Section et son numéro, par exemple Red A1 (ou RA1), Orange L3, Green G9, ou la Zone de crise (CZ).
