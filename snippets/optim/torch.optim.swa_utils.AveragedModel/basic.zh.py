import torch
from torch import nn
from torch.optim.swa_utils import SWALR, AveragedModel, get_ema_multi_avg_fn, update_bn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(2, 8), nn.BatchNorm1d(8), nn.ReLU(), nn.Linear(8, 1))
loader = [(torch.randn(16, 2), torch.randn(16, 1)) for _ in range(4)]
opt = torch.optim.SGD(model.parameters(), lr=0.1)

swa_model = AveragedModel(model)  # 等权平均（SWA）
ema_model = AveragedModel(model, multi_avg_fn=get_ema_multi_avg_fn(0.99))  # EMA
swa_scheduler = SWALR(opt, swa_lr=0.05, anneal_epochs=2)

for epoch in range(4):
    for x, y in loader:
        opt.zero_grad()
        nn.functional.mse_loss(model(x), y).backward()
        opt.step()
        ema_model.update_parameters(model)  # EMA：每一步之后更新
    swa_model.update_parameters(model)  # SWA：每个 epoch 更新一次
    swa_scheduler.step()

print(swa_model.n_averaged, ema_model.n_averaged)
# 平均后的权重来自不同的时刻：为它重新计算 BatchNorm 的统计量
update_bn(loader, swa_model)
swa_model.eval()
print(swa_model(torch.ones(1, 2)).shape)
# 保存普通模型，不带 "module." 前缀和 n_averaged
print(list(swa_model.module.state_dict())[:2])
