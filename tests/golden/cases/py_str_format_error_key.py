print('{name}'.format(nam=1))
