import torch

x = torch.tensor([1.0, -2.0, 3.0])
x.masked_fill(x < 0, 0.0)        # 返回新张量，但结果被丢弃了
print(x)
x = x.masked_fill(x < 0, 0.0)    # 把结果赋值回去，或使用 masked_fill_
print(x)
