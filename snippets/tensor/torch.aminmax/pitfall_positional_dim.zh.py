import torch

x = torch.tensor([[3.0, -1.0], [0.0, 5.0]])
print(x.max(1).values)     # max、min 可以按位置传 dim
x.aminmax(1)               # aminmax 不行
