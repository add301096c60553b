import torch

x = torch.arange(3)
x.to(torch.float32)              # 结果被丢弃：x 没有变化
print(x.dtype)
x = x.to(torch.float32)          # 把结果赋值回去
print(x.dtype)

# nn.Module.to 则不同：它原地转换模块并返回该模块
m = torch.nn.Linear(2, 2)
m.to(torch.float64)
print(m.weight.dtype)
