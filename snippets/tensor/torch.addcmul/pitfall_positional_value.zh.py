import torch

acc = torch.zeros(2)
a = torch.tensor([2.0, 3.0])
b = torch.tensor([4.0, 5.0])

# `value` 改为仅限关键字参数之前的旧代码。
print(torch.addcmul(acc, 0.5, a, b))
