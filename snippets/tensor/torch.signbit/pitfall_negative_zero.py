import torch

x = torch.tensor([-0.3, 0.3])
r = torch.round(x)                   # -0.3 rounds to -0.
print(r, r < 0)                      # comparison: no negatives
print(torch.signbit(r))              # the sign bit of -0. is set
print(1 / r)                         # and it matters: -inf vs inf
