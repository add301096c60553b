import torch
from torch import nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = [nn.Linear(4, 2)]  # 普通 list：模块看不到这些层

    def forward(self, x):
        return self.layers[0](x)


model = Net()
model.to(torch.float64)  # 本应转换每一个参数……
print(model.layers[0].weight.dtype)  # ……但藏起来的层仍是 float32

model.layers[0](torch.ones(1, 4)).sum().backward()
print(model.layers[0].weight.grad is None)  # False：梯度照样会计算
print(len(list(model.parameters())))  # 0：可是任何优化器都看不到这些参数
