print(1 == 1.0, True == 1, False == 0, 2 < 3.5, 3 >= 3, 1 != 1)
print('a' == 'a', 'a' != 'b', None == None)
print(1.5 > True, 0.1 + 0.2 == 0.3)
x = 3
print(x < 5, x <= 2, x > 2.9)
print((1, 2) == (1, 2), [1, 2] == [1, 2], (1, 2) != (2, 1))
