import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
sched = torch.optim.lr_scheduler.StepLR(opt, step_size=1, gamma=0.5)

for epoch in range(2):
    sched.step()  # 位置错误：优化器还没有 step
    print(epoch, opt.param_groups[0]["lr"])  # epoch 0 从未以 lr=0.1 训练
    model(torch.ones(1, 2, device=device)).sum().backward()
    opt.step()
