import torch

alpha = torch.relu(torch.tensor([1.5, -0.3, 0.0]))   # 浓度参数可能变成 0
print(torch.digamma(alpha))                          # 在 0 处为 -inf
print(torch.digamma(torch.tensor([-1.0, -2.0, -0.0])))   # 负整数处为 nan，-0.0 处为 +inf

alpha = torch.nn.functional.softplus(torch.tensor([1.5, -0.3, 0.0])) + 1e-4
print(torch.digamma(alpha))                          # 有限值
