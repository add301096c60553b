import torch

x = torch.tensor([0.3, float("nan")])

print(torch.fmax(x, torch.tensor(0.5)))   # 0 维张量可以
torch.fmax(x, 0.5)                        # Python 数不行
