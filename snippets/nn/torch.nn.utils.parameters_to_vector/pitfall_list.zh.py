from torch import nn
from torch.nn.utils import vector_to_parameters

model = nn.Linear(3, 2)
vector_to_parameters([0.0] * 8, model.parameters())  # 来自 NumPy/SciPy 优化器的列表
