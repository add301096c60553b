from collections import OrderedDict

import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 2)).to(device)
print(model(torch.randn(3, 4, device=device)).shape)
print(model[0], len(model), type(model[:2]).__name__)

named = nn.Sequential(OrderedDict([("fc1", nn.Linear(4, 8)), ("act", nn.ReLU())]))
print(named.fc1 is named[0], list(named.state_dict().keys()))

layers = [nn.Linear(4, 4) for _ in range(3)]
stack = nn.Sequential(*layers)  # 用 * 解包列表
print(len(stack))
