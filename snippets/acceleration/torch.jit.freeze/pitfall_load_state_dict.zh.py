import torch
import torch.nn as nn

scripted = torch.jit.script(nn.Linear(2, 1).eval())
frozen = torch.jit.freeze(scripted)
print(list(frozen.state_dict()))  # 权重已经变成图里的常量

frozen.load_state_dict(nn.Linear(2, 1).state_dict())  # 例如新的检查点
