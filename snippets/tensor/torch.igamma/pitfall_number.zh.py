import torch

a = torch.tensor([1.0, 2.0])
print(torch.igamma(a, torch.tensor(2.0)))   # 0 维张量可以广播
torch.igamma(a, 2.0)                        # 不接受 Python 数
