import torch

x = torch.tensor([[3.0, 1.0, 2.0],
                  [5.0, 4.0, 9.0]])

print(x - x.median(dim=1, keepdim=True).values)   # 取 .values
print(len(x.median(dim=1) * 2))                   # 这是元组重复，不是张量翻倍
x - x.median(dim=1, keepdim=True)                 # 这是 (values, indices) 对，不是张量
