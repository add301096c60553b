import torch
import torch.nn.utils.parametrize as parametrize
from torch import nn


class Symmetric(nn.Module):
    def forward(self, X):
        return X.triu() + X.triu(1).transpose(-1, -2)

    def right_inverse(self, A):  # 有了它才能写 `layer.weight = A`
        return A.triu()


torch.manual_seed(0)
layer = nn.Linear(3, 3)
parametrize.register_parametrization(layer, "weight", Symmetric())

print(torch.equal(layer.weight, layer.weight.T))  # 每次访问都由原始张量重新计算
print(type(layer).__name__, parametrize.type_before_parametrizations(layer).__name__)
print(parametrize.is_parametrized(layer), parametrize.is_parametrized(layer, "bias"))
print(type(layer.parametrizations.weight).__name__)  # 是一个 ParametrizationList
print([name for name, _ in layer.named_parameters()])  # 优化器实际训练的参数

with torch.no_grad():
    layer.weight = torch.ones(3, 3)  # 经过 right_inverse
print(layer.parametrizations.weight.original)

# 在一次前向中只算一次权重，而不是每次访问都算
with parametrize.cached():
    print(layer.weight is layer.weight)

# 把参数化连同参数一起复制到另一个模块
other = parametrize.transfer_parametrizations_and_params(layer, nn.Linear(3, 3))
print(parametrize.is_parametrized(other, "weight"), torch.equal(other.weight, layer.weight))

# 把当前值固化下来，恢复成普通的 Linear
parametrize.remove_parametrizations(layer, "weight")
print(type(layer).__name__, [name for name, _ in layer.named_parameters()])
