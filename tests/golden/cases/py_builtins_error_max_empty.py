print(max([]))
