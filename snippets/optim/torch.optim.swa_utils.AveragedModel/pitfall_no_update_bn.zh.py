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

# 权重是平均过的，但 BatchNorm 的缓冲区只是最后那个模型的
print(torch.equal(swa_model.module[1].running_mean, model[1].running_mean))
update_bn(loader, swa_model)  # 与平均权重相匹配的统计量
print(torch.equal(swa_model.module[1].running_mean, model[1].running_mean))
