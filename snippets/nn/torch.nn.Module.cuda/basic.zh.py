import torch
from torch import nn

model = nn.Linear(2, 1)
weight = model.weight
if torch.cuda.is_available():
    model.cuda()  # 原地移动：不必写成 model = model.cuda()
print(model.weight is weight)  # 仍是同一个 Parameter；有 GPU 时已被移过去

model.cpu()  # 移回 CPU，同样是原地的
print(model.weight.device)
