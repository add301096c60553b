import torch

small = torch.eye(200) * 0.5
large = torch.eye(200) * 2.0

print(torch.det(small), torch.det(large))       # 0.5**200 下溢，2**200 上溢
sign, logabsdet = torch.linalg.slogdet(small)
print(sign, logabsdet)                          # 对数值保持有限
