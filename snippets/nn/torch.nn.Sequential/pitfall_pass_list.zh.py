
from torch import nn

layers = [nn.Linear(4, 4), nn.ReLU()]
nn.Sequential(layers)  # 应写成 nn.Sequential(*layers)
