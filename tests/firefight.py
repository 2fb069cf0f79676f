"""A 2d6 result table for the tests, like Crisis 2020's conflict tables ("5.63": two dice
added, a 7 and doubles seen): no title ships one yet. Parse it with
`rules.core.tables.parse_tables`."""

# Label columns, two dice and rows printed as ranges.
FIREFIGHT = """
[firefight]
name = "Firefight Table"
rule = "8.1"
source = "reconstructed"
reason = "made up for the tests"
kind = "die"
die = "2d6"
column_kind = "label"
columns = ["Regular", "Less Than Lethal"]
[firefight.rows]
"2-4" = ["Ae", "Ar"]
"5-9" = ["Ar", "–"]
"10-12" = ["De", "Dr"]
[firefight.key]
Ae = "attacker eliminated"
Ar = "attacker retreats"
De = "defender eliminated"
Dr = "defender retreats"
"–" = "no effect"
"""
