import torch

model = torch.nn.Linear(2, 1)
sgd = torch.optim.SGD(model.parameters(), lr=0.1)  # 没有要求动量
torch.optim.lr_scheduler.CyclicLR(sgd, base_lr=0.01, max_lr=0.1)
print("SGD lr", sgd.param_groups[0]["lr"], "momentum", sgd.param_groups[0]["momentum"])

adam = torch.optim.Adam(model.parameters(), lr=1e-3, betas=(0.9, 0.999))
sched = torch.optim.lr_scheduler.CyclicLR(adam, base_lr=1e-4, max_lr=1e-3, step_size_up=2)
for batch in range(3):
    adam.step()
    sched.step()
    print("Adam betas", tuple(round(b, 3) for b in adam.param_groups[0]["betas"]))  # beta1 也跟着循环
