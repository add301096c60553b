import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)  # 没有要求动量
print(opt.param_groups[0]["lr"], opt.param_groups[0]["momentum"])

sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=0.1, total_steps=100)
group = opt.param_groups[0]
# lr 变成了 max_lr / div_factor，动量也被打开了
print(f"{group['lr']:.4g}", group["momentum"])
