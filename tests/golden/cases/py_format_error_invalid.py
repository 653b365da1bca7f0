print(format(5, 'xx'))
