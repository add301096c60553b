import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
# 实际训练中 step_size_up 是几个 epoch 的批次数
sched = torch.optim.lr_scheduler.CyclicLR(opt, base_lr=0.01, max_lr=0.1, step_size_up=2, mode="triangular2")

for batch in range(13):
    group = opt.param_groups[0]
    print(batch, f"lr={group['lr']:.4f}", f"momentum={group['momentum']:.3f}")
    opt.step()
    sched.step()  # 每个批次之后调用
