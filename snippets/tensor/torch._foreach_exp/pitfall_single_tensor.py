import torch

x = torch.zeros(3)
print(torch._foreach_exp([x]))
torch._foreach_exp(x)
