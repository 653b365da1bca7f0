print(ord('ab'))
