import random
x = random.random()
print(0.0 <= x and x < 1.0, type(x))
r = random.randint(1, 6)
print(1 <= r and r <= 6)
random.seed()
print(random.randrange(5) < 5)
