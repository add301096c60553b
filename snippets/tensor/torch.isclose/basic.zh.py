import torch

a = torch.tensor([1.0, 1.0001, 1.1, float("nan")])
b = torch.tensor([1.0, 1.0, 1.0, float("nan")])

print(torch.isclose(a, b))  # 逐元素判断 |a - b| <= atol + rtol * |b|
print(torch.isclose(a, b, rtol=1e-3))
print(torch.isclose(a, b, equal_nan=True))

# 找出结果中哪些元素有偏差。
print(torch.nonzero(~torch.isclose(a, b, equal_nan=True)).flatten())
