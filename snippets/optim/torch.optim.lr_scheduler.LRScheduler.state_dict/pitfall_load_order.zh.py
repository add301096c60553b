import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
sched = torch.optim.lr_scheduler.LinearLR(opt, start_factor=0.1, total_iters=4)  # 预热到 0.1
for epoch in range(2):
    opt.step()
    sched.step()
checkpoint = {"opt": opt.state_dict(), "sched": sched.state_dict()}

opt = torch.optim.SGD(model.parameters(), lr=0.1)
opt.load_state_dict(checkpoint["opt"])
sched = torch.optim.lr_scheduler.LinearLR(opt, start_factor=0.1, total_iters=4)  # 在加载之后才构造
print("after construction", round(opt.param_groups[0]["lr"], 4))  # 构造时的第一步把加载进来的 0.055 又乘上了 start_factor
sched.load_state_dict(checkpoint["sched"])
for epoch in range(2, 5):
    opt.step()
    sched.step()
    print(epoch, round(opt.param_groups[0]["lr"], 4))  # 本应升到 0.1
