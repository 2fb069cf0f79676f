# Crisis 2020 : les noms des données du jeu, un message par identifiant
# (rules/crisis_2020/data/*.toml) : Régions (map.toml), types de Région, camps, types d'unités et
# unités (units.toml), Puissances étrangères, résultats des Tables de résultats des combats
# (tables.toml) et noms de ces tables, phases, modes du Conflit armé, niveaux de victoire, le
# titre et ses scénarios (scenarios.toml). Noms de lieux tels qu'on les écrit en français ;
# sigles et noms propres d'unités laissés tels qu'imprimés.

c2020-name = Crisis 2020
c2020-reconstructed = Le livret de règles n'imprime ni la carte, ni les Tables de résultats des combats, ni le Tableau des cartes de Crise, ni les 80 cartes, ni la planche de pions, ni les scénarios : ils sont reconstitués d'après ce que fixent les règles et leurs exemples, et chaque entrée le précise (rules/crisis_2020/data).

## Les camps
c2020-side-rebel = Rebelle
c2020-side-government = Gouvernement

## Les Régions (map.toml)
c2020-region-greater-new-york = Grand New York
c2020-region-new-england = Nouvelle-Angleterre
c2020-region-capitol-district = District du Capitole
c2020-region-rustbelt = Ceinture de la rouille
c2020-region-southeast = Sud-Est
c2020-region-sunbelt = Ceinture du soleil
c2020-region-midwest = Midwest
c2020-region-great-plains = Grandes Plaines
c2020-region-rocky-mountains = Montagnes Rocheuses
c2020-region-southwest = Sud-Ouest
c2020-region-texas = Texas
c2020-region-northern-california = Californie du Nord
c2020-region-southern-california = Californie du Sud
c2020-region-seatac = SeaTac
c2020-region-eastern-canada = Est du Canada
c2020-region-western-canada = Ouest du Canada
c2020-region-northwest-mexico = Nord-Ouest du Mexique
c2020-region-northeast-mexico = Nord-Est du Mexique
c2020-region-nato = OTAN
c2020-region-southern-command = Commandement Sud
c2020-region-pacific-rim = Pourtour du Pacifique

## Types de Région (« 2.0 »)
c2020-region-type-metroplex = métropole
c2020-region-type-developed = développée
c2020-region-type-wilderness = sauvage

## Les Puissances étrangères (« 12.1 »)
c2020-power-canada = le Canada
c2020-power-mexico = le Mexique
c2020-power-nato = l'OTAN
c2020-power-southern-command = le Commandement Sud
c2020-power-pacific-rim = le Pourtour du Pacifique
c2020-power-un = l'ONU

## Types d'unités (« 2.0 Matériel ») ; dans la Réserve de recrutement, comptés
c2020-type-infrastructure = Infrastructure
c2020-type-national-guard = Division de la Garde nationale
c2020-type-insurgent = Insurgés
c2020-type-cybernaut = Cybernautes
c2020-type-strike-force = Force d'intervention
c2020-type-black-helicopter = Hélicoptère « noir »
c2020-type-special-operations = Groupe d'opérations spéciales
c2020-type-high-tech = Division d'armement de haute technologie
c2020-type-rapid-deployment = Force de déploiement rapide
c2020-type-stryker = Brigade Stryker
c2020-pool-infrastructure = { $count } { $count ->
    [one] Infrastructure
   *[other] Infrastructures
}
c2020-pool-national-guard = { $count } { $count ->
    [one] Division de la Garde nationale
   *[other] Divisions de la Garde nationale
}
c2020-pool-insurgent = { $count } Insurgés
c2020-pool-cybernaut = { $count } Cybernautes
c2020-pool-strike-force = { $count } { $count ->
    [one] Force d'intervention
   *[other] Forces d'intervention
}
c2020-pool-black-helicopter = { $count } { $count ->
    [one] Hélicoptère « noir »
   *[other] Hélicoptères « noirs »
}
c2020-pool-special-operations = { $count } { $count ->
    [one] Groupe d'opérations spéciales
   *[other] Groupes d'opérations spéciales
}
c2020-pool-high-tech = { $count } { $count ->
    [one] Division d'armement de haute technologie
   *[other] Divisions d'armement de haute technologie
}
c2020-pool-rapid-deployment = { $count } { $count ->
    [one] Force de déploiement rapide
   *[other] Forces de déploiement rapide
}
c2020-pool-stryker = { $count } { $count ->
    [one] Brigade Stryker
   *[other] Brigades Stryker
}

## Les unités (units.toml) : leur identifiant ou désignation militaire
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
c2020-unit-28th-infantry-ng = 28e division d'infanterie (Keystone)
c2020-unit-29th-infantry-ng = 29e division d'infanterie (Blue and Gray)
c2020-unit-34th-infantry-ng = 34e division d'infanterie (Red Bull)
c2020-unit-35th-infantry-ng = 35e division d'infanterie (Santa Fe)
c2020-unit-36th-infantry-ng = 36e division d'infanterie (Texas)
c2020-unit-38th-infantry-ng = 38e division d'infanterie (Cyclone)
c2020-unit-40th-infantry-ng = 40e division d'infanterie (Sunburst)
c2020-unit-42nd-infantry-ng = 42e division d'infanterie (Rainbow)
c2020-unit-53rd-infantry-ng = 53e brigade d'infanterie (Florida)
c2020-unit-116th-cavalry-ng = 116e brigade de cavalerie (Snake River)
c2020-unit-insurgents-1 = Insurgés 1
c2020-unit-insurgents-2 = Insurgés 2
c2020-unit-insurgents-3 = Insurgés 3
c2020-unit-insurgents-4 = Insurgés 4
c2020-unit-insurgents-5 = Insurgés 5
c2020-unit-insurgents-6 = Insurgés 6
c2020-unit-insurgents-7 = Insurgés 7
c2020-unit-insurgents-8 = Insurgés 8
c2020-unit-insurgents-9 = Insurgés 9
c2020-unit-insurgents-10 = Insurgés 10
c2020-unit-insurgents-11 = Insurgés 11
c2020-unit-insurgents-12 = Insurgés 12
c2020-unit-insurgents-13 = Insurgés 13
c2020-unit-insurgents-14 = Insurgés 14
c2020-unit-cybernauts-1 = Cybernautes 1
c2020-unit-cybernauts-2 = Cybernautes 2
c2020-unit-cybernauts-3 = Cybernautes 3
c2020-unit-cybernauts-4 = Cybernautes 4
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
c2020-unit-5th-special-forces = 5e groupe de forces spéciales
c2020-unit-75th-rangers = 75e régiment de Rangers
c2020-unit-marsoc = MARSOC
c2020-unit-24th-infantry = 24e division d'infanterie
c2020-unit-1st-armored = 1re division blindée
c2020-unit-1st-cavalry = 1re division de cavalerie
c2020-unit-3rd-infantry = 3e division d'infanterie
c2020-unit-4th-infantry = 4e division d'infanterie
c2020-unit-1st-marine = 1re division de Marines
c2020-unit-10th-mountain = 10e division de montagne
c2020-unit-82nd-airborne = 82e division aéroportée
c2020-unit-101st-airborne = 101e division aéroportée
c2020-unit-25th-infantry = 25e division d'infanterie
c2020-unit-173rd-airborne = 173e brigade aéroportée
c2020-unit-2nd-cavalry = 2e régiment de cavalerie (Stryker)
c2020-unit-3-2-stryker = 3e brigade, 2e division d'infanterie (Stryker)
c2020-unit-1-25-stryker = 1re brigade, 25e division d'infanterie (Stryker)
c2020-unit-canada-infrastructure-1 = Infrastructure Ontario-Québec
c2020-unit-canada-infrastructure-2 = Infrastructure Prairies-C.-B.
c2020-unit-canadian-rangers = Rangers canadiens
c2020-unit-canada-insurgents-1 = Insurgés canadiens 1
c2020-unit-canada-insurgents-2 = Insurgés canadiens 2
c2020-unit-jtf-2 = FOI 2
c2020-unit-1-cmbg = 1er Groupe-brigade mécanisé du Canada
c2020-unit-mexico-infrastructure-1 = Infrastructure Sonora-Chihuahua
c2020-unit-mexico-infrastructure-2 = Infrastructure Nuevo León-Tamaulipas
c2020-unit-guardia-nacional = Guardia Nacional
c2020-unit-mexico-insurgents-1 = Insurgés mexicains 1
c2020-unit-mexico-insurgents-2 = Insurgés mexicains 2
c2020-unit-fes = Fuerzas Especiales
c2020-unit-bfp = Brigada de Fusileros Paracaidistas
c2020-unit-1st-uk-division = 1re division (britannique)
c2020-unit-22-sas = 22 SAS
c2020-unit-2e-rep = 2e REP
c2020-unit-socsouth = SOCSOUTH
c2020-unit-jtf-bravo = JTF-Bravo
c2020-unit-marforsouth = MARFORSOUTH
c2020-unit-2nd-infantry = 2e division d'infanterie
c2020-unit-iii-mef = IIIe force expéditionnaire des Marines
c2020-unit-1st-special-forces = 1er groupe de forces spéciales
c2020-unit-un-peacekeepers-1 = Casques bleus de l'ONU 1
c2020-unit-un-peacekeepers-2 = Casques bleus de l'ONU 2
c2020-unit-unpol = UNPOL

## Les résultats des Tables de résultats des combats (tables.toml ; RESULT_NAMES de
## conflict.py) : le code en minuscules dans l'identifiant, « (a) » en « -a », « - » en « none »
c2020-result-b = Retour de bâton
c2020-result-c = Plantage
c2020-result-is = Soutien international
c2020-result-n = Neutralisation
c2020-result-r = Recrutement
c2020-result-d = Défection
c2020-result-ri = Émeute
c2020-result-p = Manifestations
c2020-result-i = Intervention
c2020-result-ca = Contre-attaque
c2020-result-t = Élimination
c2020-result-pa = Pacification
c2020-result-t-a = Élimination avec dommages collatéraux
c2020-result-pa-a = Pacification avec dommages collatéraux
c2020-result-none = sans effet

## Les Tables de résultats des combats (tables.toml), nommées par l'invite d'une attaque
c2020-table-domestic-data = Table des résultats du Conflit de données (Régions intérieures)
c2020-table-foreign-data = Table des résultats du Conflit de données (Régions étrangères)
c2020-table-armed = Table des résultats du Conflit armé (normal et puissance de feu maximale)
c2020-table-armed-ltl = Table des résultats du Conflit armé (létalité réduite)

## Comment se lance une attaque armée (« 8.13 », « 8.14 »)
c2020-mode-regular = Normal
c2020-mode-max = Puissance de feu maximale
c2020-mode-ltl = Létalité réduite

## Les phases (« 3.0 »)
c2020-phase-setup = Mise en place
c2020-phase-draw = Pioche des cartes de Crise
c2020-phase-data = Conflit de données
c2020-phase-move = Mouvement
c2020-phase-armed = Conflit armé
c2020-phase-recovery = Retour des neutralisés
c2020-phase-over = Partie terminée

## Les niveaux de victoire (« 10.0 »)
c2020-victory-total = Victoire totale
c2020-victory-strategic = Victoire stratégique
c2020-victory-marginal = Victoire marginale

## Les scénarios (scenarios.toml)
c2020-scenario-contested-election = L'Élection contestée
c2020-scenario-contested-election-description = Une élection présidentielle contestée divise le pays. Le Gouvernement tient la capitale et la plupart des capitales d'État ; gouverneurs, agences et citoyens armés qui rejettent le résultat se soulèvent contre lui. Les deux camps commencent avec les unités des exemples du livret de règles.
c2020-scenario-state-of-emergency = État d'urgence
c2020-scenario-state-of-emergency-description = Après une vague d'attentats, le Gouvernement suspend la Constitution et envoie l'Armée dans les rues. L'opposition passe dans la clandestinité : peu de capitales d'État, beaucoup de cellules, les réseaux et une unité de renseignement dissidente. Elle doit retourner le pays avant que l'état d'urgence ne devienne permanent.
c2020-scenario-pacific-secession = Sécession du Pacifique
c2020-scenario-pacific-secession-description = La Californie et le Nord-Ouest Pacifique proclament leur indépendance, avec leur Garde nationale et les unités de l'Armée qui y sont stationnées. Les Rebelles tiennent l'Ouest et ne peuvent pas se déployer à l'Est ; le Gouvernement ne peut pas se déployer sur la côte Pacifique. La longue guerre décide de la survie de l'Union.
c2020-scenario-continental-crisis = Crise continentale (avancé)
c2020-scenario-continental-crisis-description = Jeu avancé. La crise déborde les frontières : le gouvernement du Mexique soutient les Rebelles et leur ouvre ses États du Nord, tandis que l'OTAN envoie des troupes soutenir Washington. Le Canada, les autres commandements d'outre-mer et l'ONU peuvent encore être entraînés dans le conflit par les cartes d'Intervention étrangère.

## Une Région tapée dans une commande (data.py CrisisMap)
c2020-map-region = région
c2020-map-hint = Nommez une Région telle qu'elle est imprimée sur la carte, par exemple Midwest ou Grand New York.
