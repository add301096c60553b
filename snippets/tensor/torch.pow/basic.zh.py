import torch

x = torch.tensor([1.0, 2.0, 3.0])
print(torch.pow(x, 2), x ** 2)                 # 同一个运算
print(x.pow(torch.tensor([0.0, 1.0, 2.0])))    # 逐元素的指数（广播）
print(torch.pow(2, torch.tensor([1, 2, 3])))   # 标量底数，张量指数

counts = torch.tensor([2, 3])                  # int64
print(counts ** 2)                             # int ** int 仍是 int64
print(counts ** 0.5)                           # 浮点指数得到 float32
print(counts.float() ** -1)                    # 负数次幂需要浮点张量
