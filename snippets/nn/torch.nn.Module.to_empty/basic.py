import torch
from torch import nn

with torch.device("meta"):  # build the structure without allocating memory
    model = nn.Sequential(nn.Linear(1000, 1000), nn.BatchNorm1d(1000))
print(model[0].weight.device, model[0].weight.shape)

model.to_empty(device="cpu")  # real storage now, but uninitialized
for module in model.modules():
    if hasattr(module, "reset_parameters"):
        module.reset_parameters()  # or load a checkpoint
print(model[0].weight.device, model[1].running_var[:3])
