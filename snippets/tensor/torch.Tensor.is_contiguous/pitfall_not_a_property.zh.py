import torch

x = torch.zeros(2, 3).t()
print(x.is_contiguous())       # False
print(bool(x.is_contiguous))   # 不加 ()：得到方法对象，真值恒为 True
