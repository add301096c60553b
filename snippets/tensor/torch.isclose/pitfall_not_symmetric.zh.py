import torch

a = torch.tensor([100.0])
b = torch.tensor([110.0])

# 相对容差以第二个参数 `other` 为基准。
print(torch.isclose(a, b, rtol=0.095, atol=0))
print(torch.isclose(b, a, rtol=0.095, atol=0))
