import torch

x = torch.tensor([1.0, 2.0, 3.0, 4.0])

print(torch.quantile(x, torch.tensor([0.05, 0.95])))   # q 为张量：可以
torch.quantile(x, [0.05, 0.95])                        # Python 列表：不行
