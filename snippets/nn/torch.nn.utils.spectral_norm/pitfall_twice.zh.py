from torch import nn
from torch.nn.utils import spectral_norm

layer = spectral_norm(nn.Linear(5, 3))
spectral_norm(layer)  # 例如构建模型的辅助函数里已经加过一次
