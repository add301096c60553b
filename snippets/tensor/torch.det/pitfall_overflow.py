import torch

small = torch.eye(200) * 0.5
large = torch.eye(200) * 2.0

print(torch.det(small), torch.det(large))       # 0.5**200 underflows, 2**200 overflows
sign, logabsdet = torch.linalg.slogdet(small)
print(sign, logabsdet)                          # the log stays finite
