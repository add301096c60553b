import torch.nn.utils.parametrize as parametrize
from torch import nn


class Identity(nn.Module):
    def forward(self, X):
        return X


model = nn.Sequential(nn.Linear(3, 3), nn.ReLU())
parametrize.register_parametrization(model[0], "weight", Identity())

# 用 type() 比较时已经认不出 Linear
print(type(model[0]) is nn.Linear, type(model[0]).__name__)
print(isinstance(model[0], nn.Linear))  # 仍为 True：新类派生自 Linear
print(parametrize.type_before_parametrizations(model[0]) is nn.Linear)
