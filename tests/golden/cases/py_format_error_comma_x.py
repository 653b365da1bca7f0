print(format(5, ',x'))
