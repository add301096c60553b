import torch

pre = torch.tensor([2.0, 5.0, 10.0])
action = torch.tanh(pre)                 # a squashed action, as in SAC
print(action)                            # tanh(10) rounds to exactly 1.0 in float32
print(torch.atanh(action))               # so the inverse is inf, not 10

eps = 1e-6
print(torch.atanh(action.clamp(-1 + eps, 1 - eps)))   # finite, but not 10 either
