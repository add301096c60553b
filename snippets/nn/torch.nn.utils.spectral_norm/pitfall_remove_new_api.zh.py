from torch import nn
from torch.nn.utils import parametrizations, remove_spectral_norm

layer = parametrizations.spectral_norm(nn.Linear(5, 3))  # 新的 API
remove_spectral_norm(layer)  # 旧 API 的移除函数
