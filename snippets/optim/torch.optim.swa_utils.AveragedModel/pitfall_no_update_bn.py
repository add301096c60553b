import torch
from torch import nn
from torch.optim.swa_utils import AveragedModel, update_bn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(2, 4), nn.BatchNorm1d(4))
opt = torch.optim.SGD(model.parameters(), lr=0.5)
swa_model = AveragedModel(model)
loader = [torch.randn(32, 2) for _ in range(5)]
for x in loader:
    opt.zero_grad()
    model(x).pow(2).mean().backward()
    opt.step()
    swa_model.update_parameters(model)

# The weights are averaged, but the BatchNorm buffers are just the last model's
print(torch.equal(swa_model.module[1].running_mean, model[1].running_mean))
update_bn(loader, swa_model)  # statistics that match the averaged weights
print(torch.equal(swa_model.module[1].running_mean, model[1].running_mean))
