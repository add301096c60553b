import torch

# mask out self-similarity before a softmax
sim = torch.ones(3, 3)
sim.fill_diagonal_(float("-inf"))             # in place; returns sim itself
print(sim)

# a tall matrix: only the top square block, unless wrap=True
print(torch.zeros(5, 2).fill_diagonal_(1))
print(torch.zeros(5, 2).fill_diagonal_(1, wrap=True))   # restarts after one skipped row

# every dimension equal: fills x[i, i, i]
cube = torch.zeros(2, 2, 2).fill_diagonal_(7)
print(cube[0, 0, 0], cube[1, 1, 1], cube.sum())
