print(divmod(1.0, 0))
