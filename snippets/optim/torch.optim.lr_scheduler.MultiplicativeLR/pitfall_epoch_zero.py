import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
seen = []


def factor(epoch):
    seen.append(epoch)
    return 0.1 if epoch == 0 else 1.0  # meant: cut the rate once, at the start


sched = torch.optim.lr_scheduler.MultiplicativeLR(opt, lr_lambda=factor)
for epoch in range(3):
    opt.step()
    sched.step()
print("called with", seen, "lr", sched.get_last_lr())  # epoch 0 never comes
