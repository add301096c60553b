import torch

torch.manual_seed(0)
model = torch.nn.Linear(4, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
sched = torch.optim.lr_scheduler.StepLR(opt, step_size=2, gamma=0.5)
x, y = torch.randn(8, 4), torch.randn(8, 1)

for epoch in range(5):
    used = opt.param_groups[0]["lr"]  # 本 epoch 训练所用的学习率
    for batch in range(3):
        opt.zero_grad()
        loss = torch.nn.functional.mse_loss(model(x), y)
        loss.backward()
        opt.step()
    sched.step()  # 每个 epoch 一次，放在优化器的 step 之后
    print(epoch, "used", used, "last_epoch", sched.last_epoch, "next", sched.get_last_lr())
