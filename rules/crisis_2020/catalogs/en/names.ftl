# Crisis 2020: the names of the game's data, one message a data id (rules/crisis_2020/data/*.toml):
# Regions (map.toml), Region types, sides, unit types and units (units.toml), Foreign Powers, the
# results of the Combat Results Tables (tables.toml) and the tables' names, phases, modes of
# Armed Conflict, victory levels, the title and its scenarios (scenarios.toml). The English is
# each data file's name, as printed (tests/rules/crisis_2020/test_names.py checks they agree).

c2020-name = Crisis 2020
c2020-reconstructed = The rulebook prints neither the map, nor the Combat Results Tables, nor the Crisis Card Chart, nor the 80 cards, nor the counter mix, nor the scenarios: they are reconstructed from what the rules and their examples fix, and each entry says so (rules/crisis_2020/data).

## The sides (the roles of the title)
c2020-side-rebel = Rebel
c2020-side-government = Government

## The Regions (map.toml)
c2020-region-greater-new-york = Greater New York
c2020-region-new-england = New England
c2020-region-capitol-district = Capitol District
c2020-region-rustbelt = Rustbelt
c2020-region-southeast = Southeast
c2020-region-sunbelt = Sunbelt
c2020-region-midwest = Midwest
c2020-region-great-plains = Great Plains
c2020-region-rocky-mountains = Rocky Mountains
c2020-region-southwest = Southwest
c2020-region-texas = Texas
c2020-region-northern-california = Northern California
c2020-region-southern-california = Southern California
c2020-region-seatac = SeaTac
c2020-region-eastern-canada = Eastern Canada
c2020-region-western-canada = Western Canada
c2020-region-northwest-mexico = Northwest Mexico
c2020-region-northeast-mexico = Northeast Mexico
c2020-region-nato = NATO
c2020-region-southern-command = Southern Command
c2020-region-pacific-rim = Pacific Rim

## Region types ("2.0"), as the board and the labels print them
c2020-region-type-metroplex = metroplex
c2020-region-type-developed = developed
c2020-region-type-wilderness = wilderness

## The Foreign Powers ("12.1"), as the log names them when one comes into play
c2020-power-canada = canada
c2020-power-mexico = mexico
c2020-power-nato = nato
c2020-power-southern-command = southern-command
c2020-power-pacific-rim = pacific-rim
c2020-power-un = un

## Unit types ("2.0 Equipment Used"); in the Recruitment Pool, counted
c2020-type-infrastructure = Infrastructure
c2020-type-national-guard = National Guard Division
c2020-type-insurgent = Insurgents
c2020-type-cybernaut = Cybernauts
c2020-type-strike-force = Strike Force
c2020-type-black-helicopter = 'Black' Helicopter
c2020-type-special-operations = Special Operations Group
c2020-type-high-tech = High-tech Arms Division
c2020-type-rapid-deployment = Rapid Deployment Force
c2020-type-stryker = Stryker Brigade
c2020-pool-infrastructure = { $count } Infrastructure
c2020-pool-national-guard = { $count } National Guard Division
c2020-pool-insurgent = { $count } Insurgents
c2020-pool-cybernaut = { $count } Cybernauts
c2020-pool-strike-force = { $count } Strike Force
c2020-pool-black-helicopter = { $count } 'Black' Helicopter
c2020-pool-special-operations = { $count } Special Operations Group
c2020-pool-high-tech = { $count } High-tech Arms Division
c2020-pool-rapid-deployment = { $count } Rapid Deployment Force
c2020-pool-stryker = { $count } Stryker Brigade

## The units (units.toml): the Unit I.D. or Military Designation
c2020-unit-infrastructure-1 = Infrastructure 1
c2020-unit-infrastructure-2 = Infrastructure 2
c2020-unit-infrastructure-3 = Infrastructure 3
c2020-unit-infrastructure-4 = Infrastructure 4
c2020-unit-infrastructure-5 = Infrastructure 5
c2020-unit-infrastructure-6 = Infrastructure 6
c2020-unit-infrastructure-7 = Infrastructure 7
c2020-unit-infrastructure-8 = Infrastructure 8
c2020-unit-infrastructure-9 = Infrastructure 9
c2020-unit-infrastructure-10 = Infrastructure 10
c2020-unit-infrastructure-11 = Infrastructure 11
c2020-unit-infrastructure-12 = Infrastructure 12
c2020-unit-infrastructure-13 = Infrastructure 13
c2020-unit-infrastructure-14 = Infrastructure 14
c2020-unit-infrastructure-15 = Infrastructure 15
c2020-unit-infrastructure-16 = Infrastructure 16
c2020-unit-28th-infantry-ng = 28th Infantry Division (Keystone)
c2020-unit-29th-infantry-ng = 29th Infantry Division (Blue and Gray)
c2020-unit-34th-infantry-ng = 34th Infantry Division (Red Bull)
c2020-unit-35th-infantry-ng = 35th Infantry Division (Santa Fe)
c2020-unit-36th-infantry-ng = 36th Infantry Division (Texas)
c2020-unit-38th-infantry-ng = 38th Infantry Division (Cyclone)
c2020-unit-40th-infantry-ng = 40th Infantry Division (Sunburst)
c2020-unit-42nd-infantry-ng = 42nd Infantry Division (Rainbow)
c2020-unit-53rd-infantry-ng = 53rd Infantry Brigade (Florida)
c2020-unit-116th-cavalry-ng = 116th Cavalry Brigade (Snake River)
c2020-unit-insurgents-1 = Insurgents 1
c2020-unit-insurgents-2 = Insurgents 2
c2020-unit-insurgents-3 = Insurgents 3
c2020-unit-insurgents-4 = Insurgents 4
c2020-unit-insurgents-5 = Insurgents 5
c2020-unit-insurgents-6 = Insurgents 6
c2020-unit-insurgents-7 = Insurgents 7
c2020-unit-insurgents-8 = Insurgents 8
c2020-unit-insurgents-9 = Insurgents 9
c2020-unit-insurgents-10 = Insurgents 10
c2020-unit-insurgents-11 = Insurgents 11
c2020-unit-insurgents-12 = Insurgents 12
c2020-unit-insurgents-13 = Insurgents 13
c2020-unit-insurgents-14 = Insurgents 14
c2020-unit-cybernauts-1 = Cybernauts 1
c2020-unit-cybernauts-2 = Cybernauts 2
c2020-unit-cybernauts-3 = Cybernauts 3
c2020-unit-cybernauts-4 = Cybernauts 4
c2020-unit-batf = BATF
c2020-unit-dhs-1 = DHS 1
c2020-unit-dhs-2 = DHS 2
c2020-unit-dhs-3 = DHS 3
c2020-unit-dhs-4 = DHS 4
c2020-unit-fbi-hrt = FBI HRT
c2020-unit-dea = DEA
c2020-unit-us-marshals = U.S. Marshals
c2020-unit-soar = SOAR
c2020-unit-nest = NEST
c2020-unit-cia-sac = CIA SAC
c2020-unit-cbp-amo = CBP Air and Marine
c2020-unit-seals = SEALS
c2020-unit-delta-force = Delta Force
c2020-unit-5th-special-forces = 5th Special Forces Group
c2020-unit-75th-rangers = 75th Ranger Regiment
c2020-unit-marsoc = MARSOC
c2020-unit-24th-infantry = 24th Infantry Division
c2020-unit-1st-armored = 1st Armored Division
c2020-unit-1st-cavalry = 1st Cavalry Division
c2020-unit-3rd-infantry = 3rd Infantry Division
c2020-unit-4th-infantry = 4th Infantry Division
c2020-unit-1st-marine = 1st Marine Division
c2020-unit-10th-mountain = 10th Mountain Division
c2020-unit-82nd-airborne = 82nd Airborne Division
c2020-unit-101st-airborne = 101st Airborne Division
c2020-unit-25th-infantry = 25th Infantry Division
c2020-unit-173rd-airborne = 173rd Airborne Brigade
c2020-unit-2nd-cavalry = 2nd Cavalry Regiment (Stryker)
c2020-unit-3-2-stryker = 3rd Brigade, 2nd Infantry Division (Stryker)
c2020-unit-1-25-stryker = 1st Brigade, 25th Infantry Division (Stryker)
c2020-unit-canada-infrastructure-1 = Ontario-Quebec Infrastructure
c2020-unit-canada-infrastructure-2 = Prairies-BC Infrastructure
c2020-unit-canadian-rangers = Canadian Rangers
c2020-unit-canada-insurgents-1 = Canadian Insurgents 1
c2020-unit-canada-insurgents-2 = Canadian Insurgents 2
c2020-unit-jtf-2 = JTF 2
c2020-unit-1-cmbg = 1 Canadian Mechanized Brigade Group
c2020-unit-mexico-infrastructure-1 = Sonora-Chihuahua Infrastructure
c2020-unit-mexico-infrastructure-2 = Nuevo Leon-Tamaulipas Infrastructure
c2020-unit-guardia-nacional = Guardia Nacional
c2020-unit-mexico-insurgents-1 = Mexican Insurgents 1
c2020-unit-mexico-insurgents-2 = Mexican Insurgents 2
c2020-unit-fes = Fuerzas Especiales
c2020-unit-bfp = Brigada de Fusileros Paracaidistas
c2020-unit-1st-uk-division = 1st (UK) Division
c2020-unit-22-sas = 22 SAS
c2020-unit-2e-rep = 2e REP
c2020-unit-socsouth = SOCSOUTH
c2020-unit-jtf-bravo = JTF-Bravo
c2020-unit-marforsouth = MARFORSOUTH
c2020-unit-2nd-infantry = 2nd Infantry Division
c2020-unit-iii-mef = III Marine Expeditionary Force
c2020-unit-1st-special-forces = 1st Special Forces Group
c2020-unit-un-peacekeepers-1 = U.N. Peacekeepers 1
c2020-unit-un-peacekeepers-2 = U.N. Peacekeepers 2
c2020-unit-unpol = UNPOL

## The results of the Combat Results Tables (tables.toml; conflict.py's RESULT_NAMES): the
## code in the id lowercased, "(a)" as "-a", "-" as "none"
c2020-result-b = Backlash
c2020-result-c = Crash
c2020-result-is = International Support
c2020-result-n = Neutralization
c2020-result-r = Recruit
c2020-result-d = Defection
c2020-result-ri = Riot
c2020-result-p = Protests
c2020-result-i = Intervention
c2020-result-ca = Counterattack
c2020-result-t = Termination
c2020-result-pa = Pacification
c2020-result-t-a = Termination with Collateral Damage
c2020-result-pa-a = Pacification with Collateral Damage
c2020-result-none = no effect

## The Combat Results Tables (tables.toml), as an attack's prompt names them
c2020-table-domestic-data = Domestic Region Data Conflict Results Table
c2020-table-foreign-data = Foreign Region Data Conflict Results Table
c2020-table-armed = Armed Conflict Results Table (Regular & Maximum Firepower)
c2020-table-armed-ltl = Armed Conflict Results Table (Less Than Lethal)

## How an Armed attack rolls ("8.13", "8.14")
c2020-mode-regular = Regular
c2020-mode-max = Maximum Firepower
c2020-mode-ltl = Less Than Lethal

## The phases ("3.0")
c2020-phase-setup = Setup
c2020-phase-draw = Draw Crisis Cards
c2020-phase-data = Data Conflict
c2020-phase-move = Movement
c2020-phase-armed = Armed Conflict
c2020-phase-recovery = Neutralization Recovery
c2020-phase-over = Game over

## The levels of victory ("10.0")
c2020-victory-total = Total Victory
c2020-victory-strategic = Strategic Victory
c2020-victory-marginal = Marginal Victory

## The scenarios (scenarios.toml)
c2020-scenario-contested-election = The Contested Election
c2020-scenario-contested-election-description = A disputed presidential election splits the country. The Government holds the capital and most statehouses; governors, agencies and armed citizens who reject the result rise against it. Both sides start with the units of the rulebook's examples.
c2020-scenario-state-of-emergency = State of Emergency
c2020-scenario-state-of-emergency-description = After a wave of attacks the Government suspends the Constitution and sends the Army into the streets. The opposition goes underground: few statehouses, many cells, the networks and a rogue intelligence unit. It must turn the country before the emergency becomes permanent.
c2020-scenario-pacific-secession = Pacific Secession
c2020-scenario-pacific-secession-description = California and the Pacific Northwest declare independence, with their National Guard and the Army units stationed there. The Rebels hold the West and may not set up in the East; the Government may not set up on the Pacific coast. The long war decides whether the Union survives.
c2020-scenario-continental-crisis = Continental Crisis (Advanced)
c2020-scenario-continental-crisis-description = Advanced Game. The crisis spills over the borders: Mexico's government backs the Rebels and opens its northern states to them, while NATO sends troops to support Washington. Canada, the other Overseas commands and the U.N. may still be drawn in by the Foreign Intervention cards.

## A Region typed in a command (data.py CrisisMap)
c2020-map-region = Region
c2020-map-hint = Name a Region as printed on the map, e.g. Midwest or Greater New York.
