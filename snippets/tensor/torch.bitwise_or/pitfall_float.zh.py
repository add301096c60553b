import torch

a = torch.tensor([0.0, 1.0])
b = torch.tensor([1.0, 0.0])
print(a.bool() | b.bool())        # 在 bool 上做逻辑或
torch.bitwise_or(a, b)            # 浮点张量不支持
