import math

import torch

x = torch.tensor([[0.0, 1.0], [2.0, 3.0]])
y = x.apply_(lambda v: math.gamma(v + 1))  # 任意接受一个浮点数的 Python 函数
print(y)
print(y is x)  # 原地操作：返回的就是原张量

a = torch.tensor([1.0, 2.0, 3.0])
b = torch.tensor([10.0, 20.0, 30.0])
a.map_(b, lambda p, q: max(p, q - 15))  # map_ 把每个元素与 b 中对应元素配对
print(a)
