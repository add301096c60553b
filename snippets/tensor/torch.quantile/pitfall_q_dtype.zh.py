import torch

x = torch.tensor([1.0, 2.0, 3.0, 4.0], dtype=torch.float64)
q = torch.tensor([0.1, 0.9])                 # 默认是 float32

print(torch.quantile(x, q.to(x.dtype)))      # 与输入的 dtype 保持一致
torch.quantile(x, q)
