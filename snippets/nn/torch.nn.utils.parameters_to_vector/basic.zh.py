import torch
from torch import nn
from torch.nn.utils import parameters_to_vector, vector_to_parameters

torch.manual_seed(0)
model = nn.Linear(3, 2)  # weight (2, 3) + bias (2,) = 8 个数

vec = parameters_to_vector(model.parameters())  # 新张量，按 parameters() 的顺序
print(vec.shape)

# 把向量写回去，例如黑盒优化器走了一步之后
vector_to_parameters(torch.arange(8.0), model.parameters())
print(model.weight)
print(model.bias)
