import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
sched = torch.optim.lr_scheduler.StepLR(opt, step_size=1, gamma=0.1)

x = torch.ones(4, 2, device=device)
for epoch in range(2):
    opt.zero_grad()
    model(x).sum().backward()
    sched.step()  # 应放在 opt.step() 之后
    opt.step()
    print(epoch, opt.param_groups[0]["lr"])
