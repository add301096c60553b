import torch

allowed = torch.tril(torch.ones(3, 3))   # float32：由不带 dtype 的 torch.ones 构造

blocked = ~allowed                       # ~ 是按位运算，浮点数没有定义
