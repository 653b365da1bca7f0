prnt(1)
