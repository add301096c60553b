import torch

torch.manual_seed(0)
coin = torch.randint(0, 1, (8,))     # high is exclusive: only 0 possible
print(coin)
print(torch.randint(0, 2, (8,)))     # 0 or 1
