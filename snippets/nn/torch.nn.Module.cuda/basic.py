import torch
from torch import nn

model = nn.Linear(2, 1)
weight = model.weight
if torch.cuda.is_available():
    model.cuda()  # in place: no need to write model = model.cuda()
print(model.weight is weight)  # the same Parameter, moved if there is a GPU

model.cpu()  # back to the CPU, in place too
print(model.weight.device)
