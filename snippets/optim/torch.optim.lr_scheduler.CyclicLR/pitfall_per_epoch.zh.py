import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
sched = torch.optim.lr_scheduler.CyclicLR(opt, base_lr=0.01, max_lr=0.1)  # step_size_up=2000

for epoch in range(5):
    for batch in range(50):
        opt.step()
    sched.step()  # 错误：每个 epoch 只调用一次
    print(epoch, f"{sched.get_last_lr()[0]:.5f}")  # 几乎没有离开 base_lr
