import torch

torch.manual_seed(0)
raw = torch.tensor([2.0, -0.1])         # 例如直接把网络输出当速率
print(torch.poisson(torch.nn.functional.softplus(raw)))
torch.poisson(raw)                      # 速率必须非负
