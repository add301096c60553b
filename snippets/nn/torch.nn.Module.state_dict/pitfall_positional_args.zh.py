import warnings

import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = nn.Linear(2, 2).to(device)
warnings.simplefilter("always")
sd = model.state_dict(None, "enc.")  # 以位置参数传入 destination/prefix
print(list(sd.keys()))
print(list(model.state_dict(prefix="enc.").keys()))  # 关键字写法，没有警告
