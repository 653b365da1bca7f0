print(chr(-1))
