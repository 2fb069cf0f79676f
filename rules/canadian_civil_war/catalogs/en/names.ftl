# Canadian Civil War: the names of the game's things, one message per data id
# (rules/canadian_civil_war/data/*.toml and the rules' tables): the players' colours and
# Political Viewpoints (1.21), the ten Provinces (provinces.toml), the Issues (issues.toml),
# the Political Pieces (pieces.toml), the phases of the Game-Turn (turns.PHASE_NAMES) and the
# scenarios (scenarios.toml, 12.1 and 12.2). English as the data files and the rulebook write it.


## Colours, the players' names (1.21)
ccw-color-red = Red
ccw-color-orange = Orange
ccw-color-green = Green
ccw-color-blue = Blue

## Political Viewpoints (1.21)
ccw-view-red = Federalist
ccw-view-orange = Provincial Moderate
ccw-view-green = Provincial Autonomist
ccw-view-blue = Separatist

## Provinces (provinces.toml)
ccw-province-ont = Ontario
ccw-province-qbc = Quebec
ccw-province-alb = Alberta
ccw-province-sas = Saskatchewan
ccw-province-bcb = British Columbia
ccw-province-pei = Prince Edward Island
ccw-province-nvs = Nova Scotia
ccw-province-nbr = New Brunswick
ccw-province-mnt = Manitoba
ccw-province-nfl = Newfoundland

## Issues (issues.toml)
ccw-issue-language = Language
ccw-issue-tax = Tax
ccw-issue-media = Media
ccw-issue-tariff = Tariff
ccw-issue-industry = Industry
ccw-issue-territory = Territory
ccw-issue-transport = Transport
ccw-issue-finance-banking = Finance & Banking
ccw-issue-education = Education
ccw-issue-foreign-affairs = Foreign Affairs

## Political Pieces (pieces.toml)
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
ccw-piece-qbc-1 = Quebec 1
ccw-piece-qbc-2 = Quebec 2
ccw-piece-qbc-3 = Quebec 3
ccw-piece-qbc-4 = Quebec 4
ccw-piece-qbc-5 = Quebec 5
ccw-piece-qbc-6 = Quebec 6
ccw-piece-qbc-7 = Quebec 7
ccw-piece-qbc-8 = Quebec 8
ccw-piece-qbc-9 = Quebec 9
ccw-piece-qbc-10 = Quebec 10
ccw-piece-alb-1 = Alberta 1
ccw-piece-alb-2 = Alberta 2
ccw-piece-alb-3 = Alberta 3
ccw-piece-sas-1 = Saskatchewan 1
ccw-piece-sas-2 = Saskatchewan 2
ccw-piece-bcb-1 = British Columbia 1
ccw-piece-bcb-2 = British Columbia 2
ccw-piece-bcb-3 = British Columbia 3
ccw-piece-bcb-4 = British Columbia 4
ccw-piece-pei-1 = Prince Edward Island 1
ccw-piece-nvs-1 = Nova Scotia 1
ccw-piece-nbr-1 = New Brunswick 1
ccw-piece-mnt-1 = Manitoba 1
ccw-piece-mnt-2 = Manitoba 2
ccw-piece-nfl-1 = Newfoundland 1
ccw-piece-premier-ont = Premier of Ontario
ccw-piece-premier-qbc = Premier of Quebec
ccw-piece-premier-alb = Premier of Alberta
ccw-piece-premier-sas = Premier of Saskatchewan
ccw-piece-premier-bcb = Premier of British Columbia
ccw-piece-premier-pei = Premier of Prince Edward Island
ccw-piece-premier-nvs = Premier of Nova Scotia
ccw-piece-premier-nbr = Premier of New Brunswick
ccw-piece-premier-mnt = Premier of Manitoba
ccw-piece-premier-nfl = Premier of Newfoundland
ccw-piece-prime-minister = Prime Minister
ccw-piece-commerce = Commerce
ccw-piece-labor = Labor
ccw-piece-finance = Finance
ccw-piece-agriculture = Agriculture
ccw-piece-health-welfare = National Health & Welfare
ccw-piece-justice = Justice
ccw-piece-wood = Wood
ccw-piece-auto = Auto
ccw-piece-chemical = Chemical
ccw-piece-intellectuals = Intellectuals
ccw-piece-francophone = Francophone
ccw-piece-clergy = Clergy
ccw-piece-co-ops = Co-ops
ccw-piece-farmers = Farmers
ccw-piece-transportation = Transportation
ccw-piece-petroleum = Petroleum
ccw-piece-unions = Unions
ccw-piece-hydro = Hydro-Electric Power

## Squares of the Game Display (display.toml): a Home Area's colour, its Section's letter and number
ccw-square-crisis-zone = Crisis Zone
ccw-square-red-a1 = Red A1
ccw-square-red-a2 = Red A2
ccw-square-red-a3 = Red A3
ccw-square-red-a4 = Red A4
ccw-square-red-a5 = Red A5
ccw-square-red-l1 = Red L1
ccw-square-red-l2 = Red L2
ccw-square-red-l3 = Red L3
ccw-square-red-l4 = Red L4
ccw-square-red-l5 = Red L5
ccw-square-red-l6 = Red L6
ccw-square-red-l7 = Red L7
ccw-square-red-g1 = Red G1
ccw-square-red-g2 = Red G2
ccw-square-red-g3 = Red G3
ccw-square-red-g4 = Red G4
ccw-square-red-g5 = Red G5
ccw-square-red-g6 = Red G6
ccw-square-red-g7 = Red G7
ccw-square-red-g8 = Red G8
ccw-square-red-g9 = Red G9
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
ccw-square-green-a1 = Green A1
ccw-square-green-a2 = Green A2
ccw-square-green-a3 = Green A3
ccw-square-green-a4 = Green A4
ccw-square-green-a5 = Green A5
ccw-square-green-l1 = Green L1
ccw-square-green-l2 = Green L2
ccw-square-green-l3 = Green L3
ccw-square-green-l4 = Green L4
ccw-square-green-l5 = Green L5
ccw-square-green-l6 = Green L6
ccw-square-green-l7 = Green L7
ccw-square-green-g1 = Green G1
ccw-square-green-g2 = Green G2
ccw-square-green-g3 = Green G3
ccw-square-green-g4 = Green G4
ccw-square-green-g5 = Green G5
ccw-square-green-g6 = Green G6
ccw-square-green-g7 = Green G7
ccw-square-green-g8 = Green G8
ccw-square-green-g9 = Green G9
ccw-square-blue-a1 = Blue A1
ccw-square-blue-a2 = Blue A2
ccw-square-blue-a3 = Blue A3
ccw-square-blue-a4 = Blue A4
ccw-square-blue-a5 = Blue A5
ccw-square-blue-l1 = Blue L1
ccw-square-blue-l2 = Blue L2
ccw-square-blue-l3 = Blue L3
ccw-square-blue-l4 = Blue L4
ccw-square-blue-l5 = Blue L5
ccw-square-blue-l6 = Blue L6
ccw-square-blue-l7 = Blue L7
ccw-square-blue-g1 = Blue G1
ccw-square-blue-g2 = Blue G2
ccw-square-blue-g3 = Blue G3
ccw-square-blue-g4 = Blue G4
ccw-square-blue-g5 = Blue G5
ccw-square-blue-g6 = Blue G6
ccw-square-blue-g7 = Blue G7
ccw-square-blue-g8 = Blue G8
ccw-square-blue-g9 = Blue G9

## Sections of a Home Area (2.1)
ccw-section-administrative = Administrative
ccw-section-legislative = Legislative
ccw-section-grassroots = Grassroots

## Phases (turns.PHASE_NAMES)
ccw-phase-setup = Setting up
ccw-phase-opportunity = Political Opportunity Phase
ccw-phase-movement = Movement Phase
ccw-phase-contest = Contest Phase
ccw-phase-election = Election Phase
ccw-phase-emergency = National Emergency
ccw-phase-over = Game over

## Scenarios (scenarios.toml)
ccw-scenario-quiet-revolution = The Quiet Revolution
ccw-scenario-quiet-revolution-description = Quebec after Duplessis, from the 1950s: the Federalists, the Provincial Moderates and the Provincial Autonomists contest Quebec's ten Constituencies and ten Issues. Three Players; the simpler scenario, suited to Players new to the game (12.0).
ccw-scenario-referendum = The Referendum
ccw-scenario-referendum-description = Canada in the 1970s, the Parti Québécois in power in Quebec: all four Viewpoints, the Separatists among them, contest the 39 Constituencies of all ten Provinces. Four Players; where all of the game's subtleties emerge (12.0).

## A square typed in a command (data.py Display)
ccw-map-square = square
ccw-map-hint = Name a square by its Home Area, Section and number, e.g. Red A1 (or RA1), Orange L3, Green G9, or the Crisis Zone (CZ).
