import torch

a = torch.tensor([True, True, False, False])
b = torch.tensor([True, False, True, False])
print(torch.logical_xor(a, b))   # 恰好一个为 True 时为 True
print(a ^ b, a != b)             # 对 bool 张量三者一致

# 非 bool 输入：非零即为真
x = torch.tensor([0, 1, 2, 0])
y = torch.tensor([0.0, 0.0, 0.5, 3.0])
print(torch.logical_xor(x, y))
