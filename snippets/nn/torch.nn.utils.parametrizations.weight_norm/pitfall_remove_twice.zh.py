import torch
from torch.nn.utils import parametrize
from torch.nn.utils.parametrizations import weight_norm

layer = weight_norm(torch.nn.Linear(4, 3))
parametrize.remove_parametrizations(layer, "weight")
parametrize.remove_parametrizations(layer, "weight")  # 例如导出脚本作用在一个已经清理过的模型上
