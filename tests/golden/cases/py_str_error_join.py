print('-'.join(['a', 1]))
